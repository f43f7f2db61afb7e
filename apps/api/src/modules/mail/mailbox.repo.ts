import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Letter } from "./mail.transport";

/** Keyed by the job id, so a redelivered job stores its message once. */
export async function insertMailboxMessages(db: Kysely<Database>, letters: Letter[]): Promise<void> {
  await db
    .insertInto("dev_mailbox")
    .values(
      letters.map(({ id, mail }) => ({ id, to_address: mail.to.toLowerCase(), mail: JSON.stringify(mail) })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export function listMailboxMessages(db: Kysely<Database>, to: string, limit: number) {
  return db
    .selectFrom("dev_mailbox")
    .select(["mail", "created_at as createdAt"])
    .where("to_address", "=", to.toLowerCase())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
