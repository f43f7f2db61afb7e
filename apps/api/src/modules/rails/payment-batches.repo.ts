import { type Compilable, type Kysely, sql } from "kysely";
import { flatRowsOf } from "../../db/movement-rows";
import type { Database, PaymentBatch, PayoutStatus, Transfer, Trx } from "../../db/types";

type Db = Kysely<Database>;

/**
 * Approved bank transfers in no batch yet: what the next batch pays. Read along `payout_details_unbatched`, joined to
 * the movements whose status says approved.
 */
function awaitingBatch(db: Db) {
  return db
    .selectFrom("payout_details as p")
    .innerJoin("movements as m", "m.id", "p.movement_id")
    .where("p.payment_batch_id", "is", null)
    .where("m.type", "=", "Withdrawal")
    .where("m.status", "=", "Completed");
}

/** The oldest payments waiting for a batch. */
export function listAwaitingBatch(db: Db, limit: number): Promise<Transfer[]> {
  return db
    .selectFrom("movement_rows")
    .selectAll()
    .where("id", "in", awaitingBatch(db).select("m.id"))
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Everything waiting for a batch, per currency. */
export function totalsAwaitingBatch(db: Db) {
  return awaitingBatch(db)
    .select([
      "m.currency",
      sql<string>`count(*)::text`.as("count"),
      sql<string>`sum(m.amount)::text`.as("amount"),
    ])
    .groupBy("m.currency")
    .orderBy("m.currency")
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
export async function takeIntoBatch(
  trx: Trx,
  batchId: string,
  limit: number,
  now: Date,
): Promise<Transfer[]> {
  const taken = awaitingBatch(trx)
    .select("m.id")
    .orderBy("m.created_at")
    .orderBy("m.id")
    .limit(limit)
    .forUpdate("m")
    .skipLocked();
  const payout = trx
    .updateTable("payout_details")
    .set({ payment_batch_id: batchId, payout_status: "Sent", sent_to_bank_at: now })
    .where("movement_id", "in", sql<string>`(select id from taken)`)
    .where("payment_batch_id", "is", null)
    .returningAll();
  const moved = trx
    .updateTable("movements")
    .set({ updated_at: now })
    .where("id", "in", sql<string>`(select movement_id from payout)`)
    .returningAll();
  const { rows } = await sql<Transfer>`with taken as (${taken}), payout as (${payout}), moved as (${moved})
    ${flatRowsOf("moved", "payout")}`.execute(trx);
  return rows;
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
    .selectFrom("movement_rows")
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
    .selectFrom("movement_rows")
    .selectAll()
    .where("payment_batch_id", "=", batchId)
    .orderBy("currency")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Locks the batch's payments, in id order (the order the ledger locks in too). */
export async function lockPaymentsOfBatch(trx: Trx, batchId: string): Promise<Transfer[]> {
  const { rows } = await sql<Transfer>`${flatRowsOf("movements")}
    where payout.payment_batch_id = ${batchId} order by m.id for update of m`.execute(trx);
  return rows;
}

/**
 * The payout details changed in `payout` (a CTE the statement writes first, whose condition guards the change) with
 * their movements changed too: the movement's `updated_at` moves with every change to its details.
 */
async function changedPayout(
  trx: Trx,
  payout: Compilable,
  movement: { status?: "Cancelled"; cancel_reason?: string; updated_at: Date },
  onlyFrom?: "Completed",
): Promise<Transfer | undefined> {
  let moved = trx
    .updateTable("movements")
    .set(movement)
    .where("id", "in", sql<string>`(select movement_id from payout)`);
  if (onlyFrom) moved = moved.where("status", "=", onlyFrom);
  const { rows } = await sql<Transfer>`with payout as (${payout}), moved as (${moved.returningAll()})
    ${flatRowsOf("moved", "payout")}`.execute(trx);
  return rows[0];
}

/** The bank accepted a payment: it stays Completed, its payout status Accepted. */
export function markAccepted(trx: Trx, transferId: string, now: Date): Promise<Transfer | undefined> {
  const payout = trx
    .updateTable("payout_details")
    .set({ payout_status: "Accepted" })
    .where("movement_id", "=", transferId)
    .where("payout_status", "=", "Sent")
    .returningAll();
  return changedPayout(trx, payout, { updated_at: now });
}

/** The bank rejected a payment: Completed → Cancelled, its payout status Rejected with the bank's reason. */
export function markReturned(
  trx: Trx,
  transferId: string,
  returned: { bankReason: string; cancelReason: string; now: Date },
): Promise<Transfer | undefined> {
  const payout = trx
    .updateTable("payout_details")
    .set({ payout_status: "Rejected", bank_return_reason: returned.bankReason })
    .where("movement_id", "=", transferId)
    .where("payout_status", "=", "Sent")
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("movements").select("id").where("id", "=", transferId).where("status", "=", "Completed"),
      ),
    )
    .returningAll();
  return changedPayout(
    trx,
    payout,
    { status: "Cancelled", cancel_reason: returned.cancelReason, updated_at: returned.now },
    "Completed",
  );
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
          "m.currency",
          sql<string>`count(*)::text`.as("count"),
          sql<string>`sum(m.amount)::text`.as("amount"),
        ])
        .groupBy("m.currency")
        .as("w"),
      "w.currency",
      "a.currency",
    )
    .leftJoin(
      db
        .selectFrom("payout_details as p")
        .innerJoin("movements as t", "t.id", "p.movement_id")
        .innerJoin("payment_batches as b", "b.id", "p.payment_batch_id")
        .where("b.status", "=", "Open")
        .where("p.payout_status", "=", "Sent" satisfies PayoutStatus)
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
