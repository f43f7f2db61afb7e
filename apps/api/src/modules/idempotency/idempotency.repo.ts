import type { Kysely } from "kysely";
import { insertOnce } from "../../db/insert-once";
import type { Database, Trx } from "../../db/types";

type Db = Kysely<Database>;

export function findIdempotencyKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
}

/**
 * Takes the key for this trx; false when another request already holds it. A rival still in flight makes
 * this wait on the key's unique index until it commits (then false) or rolls back (then true).
 */
export function claimIdempotencyKey(
  trx: Trx,
  row: { userId: string; key: string; fingerprint: string },
): Promise<boolean> {
  return insertOnce(
    trx,
    "idempotency_keys",
    { user_id: row.userId, key: row.key, fingerprint: row.fingerprint },
    ["user_id", "key"],
  );
}

export async function saveIdempotentResponse(
  trx: Trx,
  userId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await trx
    .updateTable("idempotency_keys")
    .set({ response: JSON.stringify(response) })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .execute();
}

export async function deleteIdempotencyKeysBefore(db: Db, cutoff: Date): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).execute();
}
