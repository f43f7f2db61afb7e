import type { Kysely } from "kysely";
import type { Database, Passkey, PasskeyChallengePurpose } from "../../db/types";

type Db = Kysely<Database>;

export interface NewPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
}

export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<Passkey> {
  return db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: BigInt(passkey.counter),
      transports: passkey.transports,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function passkeysOf(db: Db, userId: string): Promise<Passkey[]> {
  return db
    .selectFrom("passkeys")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether the user has at least one passkey (one of the second factors). */
export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("passkeys")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<Passkey | undefined> {
  return db.selectFrom("passkeys").selectAll().where("credential_id", "=", credentialId).executeTakeFirst();
}

/** One of the user's passkeys; another user's reads as none. */
export function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey | undefined> {
  return db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the user's passkeys; answers its name, undefined when the user has no such passkey. */
export function deletePasskey(db: Db, userId: string, id: string): Promise<{ name: string } | undefined> {
  return db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("name")
    .executeTakeFirst();
}

/**
 * Records a sign-in with the passkey at the counter it reported. The counter must rise, unless the authenticator
 * keeps none (0 before and after); of two uses racing with one counter value only the first is recorded.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  newCounter: number,
  usedAt: Date,
): Promise<boolean> {
  const counter = BigInt(newCounter);
  const result = await db
    .updateTable("passkeys")
    .set({ counter, last_used_at: usedAt })
    .where("id", "=", id)
    .where("counter", counter === 0n ? "=" : "<", counter)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface NewChallenge {
  challengeHash: string;
  purpose: PasskeyChallengePurpose;
  userId: string | null;
  subjectId?: string;
  expiresAt: Date;
}

/** Stores a challenge and clears the ones that expired, so unanswered challenges do not pile up. */
export async function insertChallenge(db: Db, challenge: NewChallenge, now: Date): Promise<void> {
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", now).execute();
  await db
    .insertInto("passkey_challenges")
    .values({
      challenge_hash: challenge.challengeHash,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      subject_id: challenge.subjectId ?? null,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Takes a live challenge of this purpose (deleting it, so it answers once) and answers it, or undefined when it is
 * unknown, used or expired.
 */
export function takeChallenge(db: Db, challengeHash: string, purpose: PasskeyChallengePurpose, now: Date) {
  return db
    .deleteFrom("passkey_challenges")
    .where("challenge_hash", "=", challengeHash)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .returning(["user_id", "subject_id"])
    .executeTakeFirst();
}
