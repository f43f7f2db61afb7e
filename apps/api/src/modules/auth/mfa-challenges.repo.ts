import type { Insertable, Kysely } from "kysely";
import type { Database, MfaChallengesTable } from "../../db/types";

type Db = Kysely<Database>;

/** Stores a second step and clears the user's finished or expired ones, so they do not pile up. */
export async function insertChallenge(
  db: Db,
  challenge: Insertable<MfaChallengesTable>,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom("mfa_challenges")
    .where("user_id", "=", challenge.user_id)
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("used_at", "is not", null)]))
    .execute();
  await db.insertInto("mfa_challenges").values(challenge).execute();
}

export function findChallenge(db: Db, tokenHash: string) {
  return db.selectFrom("mfa_challenges").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/**
 * Spends one try of a live challenge before its code is checked (`failures` counts every try until one is found
 * right), so however many codes arrive at once, at most `maxTries` are checked. Answers the tries spent, undefined when
 * none was left.
 */
export async function spendTry(db: Db, id: string, maxTries: number, now: Date): Promise<number | undefined> {
  const spent = await db
    .updateTable("mfa_challenges")
    .set((eb) => ({ failures: eb("failures", "+", 1) }))
    .where("id", "=", id)
    .where("failures", "<", maxTries)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("failures")
    .executeTakeFirst();
  return spent?.failures;
}

/** Ends a challenge whose code was right; of two requests finishing it, one wins. */
export async function useChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("mfa_challenges")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
