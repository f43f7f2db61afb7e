import type { Insertable, Kysely, QueryCreator } from "kysely";
import type { Database, Verification, VerificationPurpose, VerificationsTable } from "../../db/types";

type Db = Kysely<Database>;

export interface NewCode {
  id: string;
  userId: string;
  purpose: VerificationPurpose;
  subjectId?: string;
  secretHash: string;
  expiresAt: Date;
}

/** A code's columns, for this insert or one a caller makes together with the change the code confirms. */
export function verificationValues(row: NewCode): Insertable<VerificationsTable> {
  return {
    id: row.id,
    user_id: row.userId,
    purpose: row.purpose,
    subject_id: row.subjectId ?? null,
    secret_hash: row.secretHash,
    expires_at: row.expiresAt,
  };
}

export async function insertVerification(db: Db, row: NewCode): Promise<void> {
  await db.insertInto("verifications").values(verificationValues(row)).execute();
}

/** The newest unused, unexpired code of a purpose; older ones stop counting once a new one is sent. */
export function findLiveVerification(
  db: Db,
  userId: string,
  purpose: VerificationPurpose,
  now: Date,
  subjectId?: string,
): Promise<Verification | undefined> {
  let query = db
    .selectFrom("verifications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .limit(1);
  if (subjectId !== undefined) query = query.where("subject_id", "=", subjectId);
  return query.executeTakeFirst();
}

export function findVerificationBySecret(db: Db, purpose: VerificationPurpose, secretHash: string) {
  return db
    .selectFrom("verifications")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("secret_hash", "=", secretHash)
    .executeTakeFirst();
}

/** Counts one try; answers false when the code had no tries left, so even a right guess is then refused. */
export async function spendAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable("verifications")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("attempts", "<", maxAttempts)
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a code used and counts its try, returning its id; none when it was used, or had no tries left, so a code works
 * once. A query a caller may also put inside a statement of its own (a data-modifying CTE).
 */
const codeConsumption = (db: QueryCreator<Database>, id: string, now: Date, maxAttempts: number) =>
  db
    .updateTable("verifications")
    .set((eb) => ({ used_at: now, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("attempts", "<", maxAttempts)
    .returning("id");

/** Marks a code used and counts its try; false when it was used, or had no tries left, so a code works once. */
export async function consumeCode(db: Db, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  return (await codeConsumption(db, id, now, maxAttempts).executeTakeFirst()) !== undefined;
}

/** Marks a code used; false when another request used it first, so a code works once. */
export async function consumeVerification(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable("verifications")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export function countRecentVerifications(db: Db, userId: string, purpose: VerificationPurpose, since: Date) {
  return db
    .selectFrom("verifications")
    .select((eb) => [eb.fn.countAll<bigint>().as("count"), eb.fn.max("created_at").as("newest")])
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
}
