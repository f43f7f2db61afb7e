import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/**
 * Counts a second-step attempt of the account as a wrong code before its code is checked, in one statement, so codes
 * arriving together each take their own place and at most `maxFailures` of them are checked. During a lock nothing
 * is counted; after one, or once the 24-hour window is over, the count begins again. An attempt past `maxFailures`
 * starts the lock. Answers the attempt's place and the lock in force, if any.
 */
export function countSecondStepAttempt(
  db: Db,
  userId: string,
  {
    maxFailures,
    now,
    windowStart,
    lockUntil,
  }: { maxFailures: number; now: Date; windowStart: Date; lockUntil: Date },
) {
  const locked = sql<boolean>`second_step_failures.locked_until > ${now}::timestamptz`;
  const startsAgain = sql<boolean>`(second_step_failures.locked_until is not null
    or second_step_failures.window_started_at <= ${windowStart}::timestamptz)`;
  return db
    .insertInto("second_step_failures")
    .values({ user_id: userId, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        failures: sql`case when ${locked} then second_step_failures.failures
          when ${startsAgain} then 1
          else second_step_failures.failures + 1 end`,
        window_started_at: sql`case when ${locked} then second_step_failures.window_started_at
          when ${startsAgain} then ${now}::timestamptz
          else second_step_failures.window_started_at end`,
        locked_until: sql`case when ${locked} then second_step_failures.locked_until
          when not ${startsAgain} and second_step_failures.failures + 1 > ${maxFailures}
            then ${lockUntil}::timestamptz
          else null end`,
      }),
    )
    .returning(["failures", "locked_until"])
    .executeTakeFirstOrThrow();
}

/** A right code was not a wrong one: its place is given back, unless a lock has started meanwhile. */
export async function uncountSecondStepAttempt(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("second_step_failures")
    .set((eb) => ({ failures: sql`greatest(${eb.ref("failures")} - 1, 0)` }))
    .where("user_id", "=", userId)
    .where("locked_until", "is", null)
    .execute();
}

/** The wrong code that completes the count locks the account's second step (a lock already started stands). */
export async function lockSecondStep(db: Db, userId: string, lockUntil: Date): Promise<void> {
  await db
    .updateTable("second_step_failures")
    .set({ locked_until: sql`coalesce(locked_until, ${lockUntil}::timestamptz)` })
    .where("user_id", "=", userId)
    .execute();
}

/**
 * Claims the e-mail about the account's lock in force: of every attempt that finds the account locked, exactly one
 * gets it. Answers whether this one did.
 */
export async function claimLockNotice(db: Db, userId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable("second_step_failures")
    .set((eb) => ({ notified_lock_until: eb.ref("locked_until") }))
    .where("user_id", "=", userId)
    .where("locked_until", ">", now)
    .where(sql<boolean>`notified_lock_until is distinct from locked_until`)
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

/** A password reset proves the mailbox: the second step opens again for its owner. */
export async function clearSecondStepFailures(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("second_step_failures").where("user_id", "=", userId).execute();
}
