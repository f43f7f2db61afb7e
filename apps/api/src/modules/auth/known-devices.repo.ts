import type { Kysely } from "kysely";
import { insertOnce } from "../../db/insert-once";
import type { Database } from "../../db/types";

/**
 * Remembers that the user signed in from the browser whose device cookie hashes to `deviceHash`; true when it was
 * not known before. Two sign-ins racing from one new browser insert it once, so only one of them is told it is new.
 */
export function rememberDevice(db: Kysely<Database>, userId: string, deviceHash: string): Promise<boolean> {
  return insertOnce(db, "known_devices", { user_id: userId, device_hash: deviceHash }, [
    "user_id",
    "device_hash",
  ]);
}
