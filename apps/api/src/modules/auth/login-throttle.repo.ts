import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

export function findThrottle(db: Db, key: string) {
  return db.selectFrom("login_throttles").selectAll().where("key", "=", key).executeTakeFirst();
}

/** Counts a failure; the one that reaches `maxFailures` starts a cool-down and the count begins again. */
export async function recordFailure(
  db: Db,
  key: string,
  maxFailures: number,
  cooldownUntil: Date,
): Promise<void> {
  await db
    .insertInto("login_throttles")
    .values({ key, failures: 1, locked_until: maxFailures <= 1 ? cooldownUntil : null })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when login_throttles.failures + 1 >= ${maxFailures} then 0 else login_throttles.failures + 1 end`,
        locked_until: sql`case when login_throttles.failures + 1 >= ${maxFailures} then ${cooldownUntil}::timestamptz else login_throttles.locked_until end`,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_throttles").where("key", "=", key).execute();
}
