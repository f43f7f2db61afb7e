import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/**
 * Counts one wrong code of the account in one statement, so codes arriving together each take their own place:
 * exactly one of them is the `max`-th. A window older than `windowStart` begins again at this code. Answers the count.
 */
export async function countWrongCode(db: Db, userId: string, now: Date, windowStart: Date): Promise<number> {
  const expired = sql<boolean>`wrong_code_counts.window_started_at <= ${windowStart}::timestamptz`;
  const row = await db
    .insertInto("wrong_code_counts")
    .values({ user_id: userId, failures: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        failures: sql`case when ${expired} then 1 else wrong_code_counts.failures + 1 end`,
        window_started_at: sql`case when ${expired} then ${now}::timestamptz
          else wrong_code_counts.window_started_at end`,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** The account's wrong codes in a window that began after `windowStart`; 0 without one. */
export async function recentWrongCodes(db: Db, userId: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom("wrong_code_counts")
    .select("failures")
    .where("user_id", "=", userId)
    .where("window_started_at", ">", windowStart)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Forgets the account's wrong codes, once an operator has lifted the hold they caused. */
export async function clearWrongCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("wrong_code_counts").where("user_id", "=", userId).execute();
}
