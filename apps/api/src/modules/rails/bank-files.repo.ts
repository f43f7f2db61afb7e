import { type Kysely, sql } from "kysely";
import type { BankFileKind, Database, Trx } from "../../db/types";
import type { ClosingBalance } from "./camt-files";

type Db = Kysely<Database>;

export function insertBankFile(
  trx: Db,
  file: {
    id: string;
    kind: BankFileKind;
    messageId: string;
    sha256: string;
    xml: string;
    paymentBatchId: string | null;
    entries: unknown;
    uploadedBy: string;
    uploadedAt: Date;
  },
): Promise<void> {
  return trx
    .insertInto("bank_files")
    .values({
      id: file.id,
      kind: file.kind,
      message_id: file.messageId,
      sha256: file.sha256,
      xml: file.xml,
      payment_batch_id: file.paymentBatchId,
      entries: JSON.stringify(file.entries),
      status: "Awaiting approval",
      uploaded_by: file.uploadedBy,
      uploaded_at: file.uploadedAt,
    })
    .execute()
    .then(() => undefined);
}

export function lockBankFile(trx: Trx, id: string) {
  return trx.selectFrom("bank_files").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export function decideBankFile(
  trx: Trx,
  id: string,
  decision: { status: "Approved" | "Rejected"; decidedBy: string; decidedAt: Date; reason: string | null },
): Promise<void> {
  return trx
    .updateTable("bank_files")
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      decision_reason: decision.reason,
    })
    .where("id", "=", id)
    .where("status", "=", "Awaiting approval")
    .execute()
    .then(() => undefined);
}

/** Files awaiting approval, the oldest first, with their uploader's address; without the XML itself. */
export function listAwaitingBankFiles(db: Db, limit: number) {
  return db
    .selectFrom("bank_files as f")
    .innerJoin("users as u", "u.id", "f.uploaded_by")
    .select([
      "f.id",
      "f.kind",
      "f.message_id",
      "f.sha256",
      "f.payment_batch_id",
      "f.entries",
      "f.status",
      "f.uploaded_by",
      "f.uploaded_at",
      "u.email as uploaded_by_email",
    ])
    .where("f.status", "=", "Awaiting approval")
    .orderBy("f.uploaded_at")
    .orderBy("f.id")
    .limit(limit)
    .execute();
}

/** Account numbers of the given users, by id. */
export async function accountNumbersOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "account_number"])
    .where("id", "in", userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.account_number]));
}

/**
 * Keeps each currency's newest closing balance: a statement of an earlier day than the one kept changes nothing, one
 * of the same day or later replaces it (a bank corrects a day by sending it again).
 */
export async function recordClosingBalances(
  db: Db,
  balances: ClosingBalance[],
  source: { messageId: string; now: Date },
): Promise<void> {
  for (const balance of balances) {
    await db
      .insertInto("bank_closing_balances")
      .values({
        currency: balance.currency,
        amount: balance.amount,
        statement_date: balance.date,
        message_id: source.messageId,
        recorded_at: source.now,
      })
      .onConflict((conflict) =>
        conflict
          .column("currency")
          .doUpdateSet({
            amount: (eb) => eb.ref("excluded.amount"),
            statement_date: (eb) => eb.ref("excluded.statement_date"),
            message_id: (eb) => eb.ref("excluded.message_id"),
            recorded_at: (eb) => eb.ref("excluded.recorded_at"),
          })
          .where(sql<boolean>`excluded.statement_date >= bank_closing_balances.statement_date`),
      )
      .execute();
  }
}
