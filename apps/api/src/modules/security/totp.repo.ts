import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

export function findAuthenticator(db: Db, userId: string) {
  return db.selectFrom("totp_authenticators").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** A new pending secret, replacing one that was never confirmed; a confirmed one stays (no row written). */
export async function savePendingSecret(db: Db, userId: string, secretEncrypted: string): Promise<boolean> {
  const written = await db
    .insertInto("totp_authenticators")
    .values({ user_id: userId, secret_encrypted: secretEncrypted })
    .onConflict((conflict) =>
      conflict
        .column("user_id")
        .doUpdateSet({ secret_encrypted: secretEncrypted })
        .where("totp_authenticators.confirmed_at", "is", null),
    )
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Records the step of an accepted code, only if it is later than every step accepted before: of two requests with
 * the same code, one wins. `confirm` also turns the pending secret on.
 */
export async function acceptStep(
  db: Db,
  userId: string,
  step: bigint,
  options: { confirm: true; now: Date; secretEncrypted: string } | { confirm: false; now: Date },
): Promise<boolean> {
  let update = db
    .updateTable("totp_authenticators")
    .set({ last_used_step: step, ...(options.confirm && { confirmed_at: options.now }) })
    .where("user_id", "=", userId)
    .where("confirmed_at", options.confirm ? "is" : "is not", null);
  if (options.confirm) update = update.where("secret_encrypted", "=", options.secretEncrypted);
  const result = await update
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteAuthenticator(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("totp_authenticators").where("user_id", "=", userId).execute();
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codes: { id: string; codeHash: string }[],
): Promise<void> {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ id: code.id, user_id: userId, code_hash: code.codeHash })))
    .execute();
}

export function unusedRecoveryCodes(db: Db, userId: string) {
  return db
    .selectFrom("recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** Uses a recovery code once: of two requests with it, one wins. */
export async function useRecoveryCode(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<string>().as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
