import { type Kysely, sql } from "kysely";
import type { Database, PaymentBatch, PayoutStatus, Transfer, Trx } from "../../db/types";

type Db = Kysely<Database>;

/** Approved bank transfers in no batch yet: what the next batch pays. Read through `transfers_awaiting_batch`. */
function awaitingBatch(db: Db) {
  return db
    .selectFrom("transfers")
    .where("type", "=", "Withdrawal")
    .where("status", "=", "Completed")
    .where("transfer_option", "in", ["Local", "International"])
    .where("payment_batch_id", "is", null);
}

/** The oldest payments waiting for a batch. */
export function listAwaitingBatch(db: Db, limit: number): Promise<Transfer[]> {
  return awaitingBatch(db).selectAll().orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** Everything waiting for a batch, per currency. */
export function totalsAwaitingBatch(db: Db) {
  return awaitingBatch(db)
    .select([
      "currency",
      sql<string>`count(*)::text`.as("count"),
      sql<string>`sum(amount)::text`.as("amount"),
    ])
    .groupBy("currency")
    .orderBy("currency")
    .execute();
}

export function insertPaymentBatch(
  trx: Trx,
  batch: { id: string; messageId: string; createdBy: string; createdAt: Date },
): Promise<PaymentBatch> {
  return trx
    .insertInto("payment_batches")
    .values({
      id: batch.id,
      message_id: batch.messageId,
      status: "Open",
      created_by: batch.createdBy,
      created_at: batch.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Puts up to `limit` waiting payments, the oldest first, into the batch. Rows another batch being made holds are
 * skipped, and a row is taken only while it is in no batch: each payment lands in exactly one batch, however many
 * operators make batches at once.
 */
export function takeIntoBatch(trx: Trx, batchId: string, limit: number, now: Date): Promise<Transfer[]> {
  return trx
    .updateTable("transfers")
    .set({ payment_batch_id: batchId, payout_status: "Sent", sent_to_bank_at: now, updated_at: now })
    .where(
      "id",
      "in",
      awaitingBatch(trx)
        .select("id")
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where("payment_batch_id", "is", null)
    .returningAll()
    .execute();
}

export function findPaymentBatch(db: Db, id: string): Promise<PaymentBatch | undefined> {
  return db.selectFrom("payment_batches").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPaymentBatchByMessageId(db: Db, messageId: string): Promise<PaymentBatch | undefined> {
  return db.selectFrom("payment_batches").selectAll().where("message_id", "=", messageId).executeTakeFirst();
}

export function lockPaymentBatch(trx: Trx, id: string): Promise<PaymentBatch | undefined> {
  return trx.selectFrom("payment_batches").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** The newest batches with the e-mail address of the operator who made each. */
export function listPaymentBatches(db: Db, limit: number) {
  return db
    .selectFrom("payment_batches as b")
    .innerJoin("users as u", "u.id", "b.created_by")
    .selectAll("b")
    .select("u.email as created_by_email")
    .orderBy("b.created_at", "desc")
    .orderBy("b.id", "desc")
    .limit(limit)
    .execute();
}

export function findPaymentBatchWithCreator(db: Db, id: string) {
  return db
    .selectFrom("payment_batches as b")
    .innerJoin("users as u", "u.id", "b.created_by")
    .selectAll("b")
    .select("u.email as created_by_email")
    .where("b.id", "=", id)
    .executeTakeFirst();
}

export type ListedBatch = NonNullable<Awaited<ReturnType<typeof findPaymentBatchWithCreator>>>;

/** How many payments of each batch are in each currency and payout status, with their sums. */
export function batchTotals(db: Db, batchIds: string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("transfers")
    .select([
      "payment_batch_id",
      "currency",
      "payout_status",
      sql<string>`count(*)::text`.as("count"),
      sql<string>`sum(amount)::text`.as("amount"),
    ])
    .where("payment_batch_id", "in", batchIds)
    .groupBy(["payment_batch_id", "currency", "payout_status"])
    .orderBy("currency")
    .execute();
}

/** The batch's payments, by currency and then as they were approved. */
export function paymentsOfBatch(db: Db, batchId: string): Promise<Transfer[]> {
  return db
    .selectFrom("transfers")
    .selectAll()
    .where("payment_batch_id", "=", batchId)
    .orderBy("currency")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Locks the batch's payments, in id order (the order the ledger locks in too). */
export function lockPaymentsOfBatch(trx: Trx, batchId: string): Promise<Transfer[]> {
  return trx
    .selectFrom("transfers")
    .selectAll()
    .where("payment_batch_id", "=", batchId)
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** The bank accepted a payment: it stays Completed, its payout status Accepted. */
export function markAccepted(trx: Trx, transferId: string, now: Date): Promise<Transfer | undefined> {
  return trx
    .updateTable("transfers")
    .set({ payout_status: "Accepted", updated_at: now })
    .where("id", "=", transferId)
    .where("payout_status", "=", "Sent")
    .returningAll()
    .executeTakeFirst();
}

/** The bank rejected a payment: Completed → Cancelled, its payout status Rejected with the bank's reason. */
export function markReturned(
  trx: Trx,
  transferId: string,
  returned: { bankReason: string; cancelReason: string; now: Date },
): Promise<Transfer | undefined> {
  return trx
    .updateTable("transfers")
    .set({
      status: "Cancelled",
      payout_status: "Rejected",
      bank_return_reason: returned.bankReason,
      cancel_reason: returned.cancelReason,
      updated_at: returned.now,
    })
    .where("id", "=", transferId)
    .where("status", "=", "Completed")
    .where("payout_status", "=", "Sent")
    .returningAll()
    .executeTakeFirst();
}

export async function markDownloaded(trx: Trx, batchId: string, now: Date): Promise<void> {
  await trx
    .updateTable("payment_batches")
    .set({ downloaded_at: now })
    .where("id", "=", batchId)
    .where("downloaded_at", "is", null)
    .execute();
}

export async function markAcknowledged(trx: Trx, batchId: string, now: Date): Promise<void> {
  await trx
    .updateTable("payment_batches")
    .set({ status: "Acknowledged", acknowledged_at: now })
    .where("id", "=", batchId)
    .execute();
}

/**
 * Per currency: the settlement account's balance, what waits for a batch, what is in batches the bank has not
 * answered (payout status Sent), the funding account's balance (money in less money paid out, below zero) and the
 * newest closing balance the bank's statements gave. Every currency that has any of them, and dollars always.
 */
export function reconciliationFigures(db: Db) {
  return db
    .selectFrom("accounts as a")
    .leftJoin(
      awaitingBatch(db)
        .select([
          "currency",
          sql<string>`count(*)::text`.as("count"),
          sql<string>`sum(amount)::text`.as("amount"),
        ])
        .groupBy("currency")
        .as("w"),
      "w.currency",
      "a.currency",
    )
    .leftJoin(
      db
        .selectFrom("transfers as t")
        .innerJoin("payment_batches as b", "b.id", "t.payment_batch_id")
        .where("b.status", "=", "Open")
        .where("t.payout_status", "=", "Sent" satisfies PayoutStatus)
        .select([
          "t.currency",
          sql<string>`count(*)::text`.as("count"),
          sql<string>`sum(t.amount)::text`.as("amount"),
        ])
        .groupBy("t.currency")
        .as("s"),
      "s.currency",
      "a.currency",
    )
    .leftJoin("accounts as f", (join) =>
      join.onRef("f.currency", "=", "a.currency").on("f.kind", "=", "funding").on("f.user_id", "is", null),
    )
    .leftJoin("bank_closing_balances as c", "c.currency", "a.currency")
    .select([
      "a.currency",
      sql<string>`a.balance::text`.as("balance"),
      sql<string>`coalesce(w.count, '0')`.as("waiting_count"),
      sql<string>`coalesce(w.amount, '0')`.as("waiting_amount"),
      sql<string>`coalesce(s.count, '0')`.as("sent_count"),
      sql<string>`coalesce(s.amount, '0')`.as("sent_amount"),
      sql<string>`coalesce(f.balance, 0)::text`.as("funding_balance"),
      sql<string | null>`c.amount::text`.as("bank_closing_balance"),
      "c.statement_date as bank_statement_date",
    ])
    .where("a.kind", "=", "settlement")
    .where((eb) =>
      eb.or([
        eb("a.balance", "<>", 0n),
        eb("w.count", "is not", null),
        eb("s.count", "is not", null),
        eb("f.balance", "<>", 0n),
        eb("c.currency", "is not", null),
        eb("a.currency", "=", "USD"),
      ]),
    )
    .orderBy(sql`a.currency = 'USD'`, "desc")
    .orderBy("a.currency")
    .execute();
}
