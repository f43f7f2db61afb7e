import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/**
 * Remembers that the user signed in from the browser whose device cookie hashes to `deviceHash`; true when it was
 * not known before. Two sign-ins racing from one new browser insert it once, so only one of them is told it is new.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto("known_devices")
    .values({ user_id: userId, device_hash: deviceHash })
    .onConflict((conflict) => conflict.columns(["user_id", "device_hash"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return inserted !== undefined;
}
