import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { type Kysely, type QueryCreator, type RawBuilder, sql } from "kysely";
import { compiledOnce, rowsOf } from "../../db/compiled-once";
import { paddedForGenericPlan } from "../../db/generic-plan";
import { flatRow, flatRowsOf, type MovementDetail, splitMovement } from "../../db/movement-rows";
import type { Database, NewTransfer, Transfer, Trx } from "../../db/types";
import { type NewCode, verificationValues } from "../auth";
import { type PayeeAccount, payees } from "../users";

type Db = Kysely<Database>;

export const EXPIRED_REASON = "The verification code expired before it was entered.";

/** The bank account columns of a row that no bank account is on: a deposit, money from another bank, a conversion. */
export const noBankAccount = {
  transfer_option: null,
  account_name: null,
  account_number: null,
  bank_name: null,
  account_type: null,
  routing_number: null,
  swift_code: null,
  country: null,
} as const;

/** `values` as the rows `select`ed to insert, one row for each row of `from`: none when `from` has none. */
function valuesFrom<Row extends object>(values: Row, from: string) {
  const columns = Object.entries(values).filter(([, value]) => value !== undefined);
  return {
    columns: columns.map(([column]) => column) as never[],
    // Parameters selected into an insert take their target columns' types, as in `values`.
    rows: sql`(select ${sql.join(columns.map(([, value]) => sql`${value}`))} from ${sql.table(from)})`,
  };
}

/**
 * The insert of a movement's details, as a CTE of the statement that inserts the movement: one row for each row of the
 * CTE `from` when given (see `valuesFrom`).
 */
function detailInsert(qc: QueryCreator<Database>, detail: MovementDetail, from: string | undefined) {
  if (from) {
    const row = valuesFrom(detail.values, from);
    return qc.insertInto(detail.table).columns(row.columns).expression(row.rows).returning("movement_id");
  }
  switch (detail.table) {
    case "payout_details":
      return qc.insertInto("payout_details").values(detail.values).returning("movement_id");
    case "conversion_details":
      return qc.insertInto("conversion_details").values(detail.values).returning("movement_id");
    case "payment_details":
      return qc.insertInto("payment_details").values(detail.values).returning("movement_id");
    case "bank_credit_details":
      return qc.insertInto("bank_credit_details").values(detail.values).returning("movement_id");
  }
}

/** The query creator whose next statement inserts the details too (the CTE's name is never read back). */
function withDetail(
  db: QueryCreator<Database>,
  detail: MovementDetail | undefined,
  from?: string,
): QueryCreator<Database> {
  if (!detail) return db;
  return db.with("detail", (qc) => detailInsert(qc, detail, from)) as unknown as QueryCreator<Database>;
}

/** A movement and its kind's details, in one statement; answers its flat row. */
export async function insertTransfer(trx: Trx, transfer: NewTransfer): Promise<Transfer> {
  const { movement, detail } = splitMovement(transfer);
  const row = await withDetail(trx, detail)
    .insertInto("movements")
    .values(movement)
    .returningAll()
    .executeTakeFirstOrThrow();
  return flatRow(row, detail);
}

/** The mails a new movement's statement queues, only when `when` holds in it (`mailer.inserting`). */
export type MailsWhen = (when: RawBuilder<boolean>) => RawBuilder<{ id: string }>;

/**
 * A new transfer or payment, the code that confirms it and the mails that carry the code, in one statement: atomic by
 * itself, so it needs no trx of its own. Only when `onlyIf` holds in that statement (a transfer's limits on money
 * out, `fitsLimits`) is anything written; answers whether it was.
 */
export async function insertTransferWithCode(
  db: Db,
  transfer: NewTransfer,
  code: NewCode,
  mails: MailsWhen,
  onlyIf: RawBuilder<boolean> = sql<boolean>`true`,
): Promise<boolean> {
  const { movement, detail } = splitMovement(transfer);
  const movementRow = valuesFrom(movement, "admitted");
  const codeRow = valuesFrom(verificationValues(code), "admitted");
  // Kysely writes a raw CTE body as it is given: the parentheses a CTE needs are ours.
  const admitted = db.with("admitted", () => sql`(select where ${onlyIf})`);
  const written = await withDetail(admitted, detail, "admitted")
    .with("code", (qc) =>
      qc.insertInto("verifications").columns(codeRow.columns).expression(codeRow.rows).returning("id"),
    )
    .with("mails", () => mails(sql<boolean>`exists (select from admitted)`))
    .insertInto("movements")
    .columns(movementRow.columns)
    .expression(movementRow.rows)
    .returning("id")
    .executeTakeFirst();
  return written !== undefined;
}

export function findTransferByTransactionId(db: Db, transactionId: string): Promise<Transfer | undefined> {
  return db
    .selectFrom("movement_rows")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .executeTakeFirst();
}

/** What checking a code needs of it: none when the transfer has no live code. */
export interface LiveCode {
  id: string;
  secret_hash: string;
  attempts: number;
}

const transfersWithLiveCodes = compiledOnce((db: Db, transactionIds: string[], now: Date) => {
  const wanted = sql<{ transaction_id: string }>`unnest(${transactionIds}::text[])`.as<"wanted">(
    sql`wanted(transaction_id)`,
  );
  return db
    .selectFrom(wanted)
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("movement_rows")
          .selectAll("movement_rows")
          .whereRef("movement_rows.transaction_id", "=", "wanted.transaction_id")
          .limit(1)
          .as("transfer"),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("verifications")
          .select(["id as code_id", "secret_hash as code_secret_hash", "attempts as code_attempts"])
          .whereRef("verifications.user_id", "=", "transfer.user_id")
          .where("verifications.purpose", "=", "transfer")
          // A code's subject is text: it may name other things than transfers.
          .where("verifications.subject_id", "=", sql<string>`transfer.id::text`)
          .where("verifications.used_at", "is", null)
          .where("verifications.expires_at", ">", now)
          .orderBy("verifications.created_at", "desc")
          .limit(1)
          .as("code"),
      (join) => join.onTrue(),
    )
    .selectAll("transfer")
    .select(["code.code_id", "code.code_secret_hash", "code.code_attempts"])
    .select((eb) =>
      eb
        .selectFrom(payees(db).where("users.id", "=", sql<string>`transfer.counterparty_id`).as("payee"))
        .select(sql<PayeeAccount>`to_jsonb(payee)`.as("payee"))
        .as("payee"),
    );
});

/** A transfer or payment as its code's check needs it: with its live code and, for a payment, its payee. */
export interface TransferWithLiveCode {
  transfer: Transfer;
  code: LiveCode | undefined;
  /** The customer a payment pays, as they are now; undefined for a transfer to a bank, or one no longer a payee. */
  payee: PayeeAccount | undefined;
}

/**
 * Transfers by their public ids, each with its live code (the newest unused, unexpired one that confirms it) and its
 * payee, for many ids at once in one round trip. Each id is one index lookup, whatever the plan's guess of how many
 * there are.
 */
export async function findTransfersWithLiveCodes(
  db: Db,
  transactionIds: string[],
  now: Date,
): Promise<Map<string, TransferWithLiveCode>> {
  // No transfer has an empty transaction id.
  const keys = paddedForGenericPlan(transactionIds, "");
  const rows = await rowsOf(db, transfersWithLiveCodes(db, keys, now));
  return new Map(
    rows.map(({ code_id, code_secret_hash, code_attempts, payee, ...transfer }) => [
      transfer.transaction_id,
      {
        transfer,
        payee: payee ?? undefined,
        code:
          code_id === null
            ? undefined
            : { id: code_id, secret_hash: code_secret_hash!, attempts: code_attempts! },
      },
    ]),
  );
}

export function findNewestUnconfirmedTransfer(db: Db, userId: string): Promise<Transfer | undefined> {
  return db
    .selectFrom("movement_rows")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "Unconfirmed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Holds the movement until the trx ends, so its status cannot change under the caller. The lock is on the movement
 * alone (its details are on the nullable side of the joins); every change to a movement's details updates the movement
 * too, so it waits here as well.
 */
export async function lockTransfer(trx: Trx, id: string): Promise<Transfer | undefined> {
  const { rows } = await sql<Transfer>`${flatRowsOf("movements")} where m.id = ${id} for update of m`.execute(
    trx,
  );
  return rows[0];
}

/**
 * Moves a transfer on only if it is still in `from`: of two rival decisions, the second finds the status changed
 * and gets nothing back.
 */
export async function transitionTransfer(
  trx: Trx,
  id: string,
  from: TransactionStatus,
  to: TransactionStatus,
  now: Date,
  details: { cancelReason?: string; decidedBy?: string } = {},
): Promise<Transfer | undefined> {
  const moved = trx
    .updateTable("movements")
    .set({
      status: to,
      cancel_reason: details.cancelReason,
      decided_by: details.decidedBy,
      expires_at: null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", from)
    .returningAll();
  const { rows } = await sql<Transfer>`with moved as (${moved}) ${flatRowsOf("moved")}`.execute(trx);
  return rows[0];
}

/** Cancels up to `limit` Unconfirmed transfers whose code ran out, skipping rows another sweep holds; answers their ids. */
export function cancelExpiredUnconfirmed(trx: Trx, now: Date, limit: number) {
  return trx
    .updateTable("movements")
    .set({ status: "Cancelled", cancel_reason: EXPIRED_REASON, expires_at: null, updated_at: now })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("movements")
        .select("id")
        .where("status", "=", "Unconfirmed")
        .where("expires_at", "<=", now)
        .orderBy("expires_at")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where("status", "=", "Unconfirmed")
    .returning("id")
    .execute();
}
