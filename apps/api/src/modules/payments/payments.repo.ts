import type { Kysely, RawBuilder } from "kysely";
import type { Database, NewTransfer } from "../../db/types";
import { type NewCode, verificationValues } from "../auth/verifications.repo";

/**
 * A new payment, the code that confirms it and the mails that carry the code, in one statement: atomic by itself, so
 * it needs no trx of its own.
 */
export async function insertPaymentWithCode(
  db: Kysely<Database>,
  payment: NewTransfer,
  code: NewCode,
  mails: RawBuilder<{ id: string }>,
): Promise<void> {
  await db
    .with("code", (qc) => qc.insertInto("verifications").values(verificationValues(code)).returning("id"))
    .with("mails", () => mails)
    .insertInto("transfers")
    .values(payment)
    .executeTakeFirstOrThrow();
}
