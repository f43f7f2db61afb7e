import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/**
 * Counts a sign-in attempt as a failure before its password is checked, in one statement, so attempts arriving
 * together cannot all get a check: each takes its own place in the run of failures. An attempt past `maxFailures`
 * starts the cool-down; during one nothing is counted; after one the run begins again. Answers the attempt's place
 * and the cool-down in force, if any.
 */
export function countAttempt(
  db: Db,
  key: string,
  { maxFailures, now, cooldownUntil }: { maxFailures: number; now: Date; cooldownUntil: Date },
) {
  const locked = sql<boolean>`login_throttles.locked_until > ${now}::timestamptz`;
  return db
    .insertInto("login_throttles")
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when ${locked} then login_throttles.failures
          when login_throttles.locked_until is not null then 1
          else login_throttles.failures + 1 end`,
        locked_until: sql`case when ${locked} then login_throttles.locked_until
          when login_throttles.locked_until is null and login_throttles.failures + 1 > ${maxFailures}
            then ${cooldownUntil}::timestamptz
          else null end`,
        updated_at: now,
      }),
    )
    .returning(["failures", "locked_until"])
    .executeTakeFirstOrThrow();
}

/** The failure that completes a run starts the cool-down (one already started by a later attempt stands). */
export async function startCooldown(db: Db, key: string, cooldownUntil: Date, now: Date): Promise<void> {
  await db
    .updateTable("login_throttles")
    .set({ locked_until: sql`coalesce(locked_until, ${cooldownUntil}::timestamptz)`, updated_at: now })
    .where("key", "=", key)
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_throttles").where("key", "=", key).execute();
}
