import { type Kysely, sql } from "kysely";
import { compiledOnce, oneRowOf } from "../../db/compiled-once";
import type { Account, CardAuthorization, Database, NewTransfer, Trx } from "../../db/types";
import { noticeMailsInsert, notificationRowsInsert } from "../notifications";

type Db = Kysely<Database>;

export async function insertCustomerAccount(db: Db, userId: string): Promise<void> {
  await db.insertInto("accounts").values({ kind: "customer", user_id: userId }).execute();
}

/** The customer's account in a currency, open or closed. */
export function findCustomerAccount(db: Db, userId: string, currency: string): Promise<Account | undefined> {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("currency", "=", currency)
    .executeTakeFirst();
}

/** The customer's open accounts, the main currency first, then in the order they were opened. */
export function openCustomerAccounts(db: Db, userId: string, mainCurrency: string): Promise<Account[]> {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("closed_at", "is", null)
    .orderBy(sql`currency = ${mainCurrency}`, "desc")
    .orderBy("opened_at")
    .orderBy("id")
    .execute();
}

/**
 * Opens the customer's account in a currency, or opens a closed one again (listed then as newly opened); an open one
 * is left as it is. Answers the account and whether it was opened now.
 */
export async function upsertCustomerAccount(
  db: Db,
  userId: string,
  currency: string,
): Promise<{ account: Account; opened: boolean }> {
  const { rows } = await sql<Account & { opened: boolean }>`
    with existing as (
      select id, closed_at from accounts where user_id = ${userId}::uuid and currency = ${currency}
    )
    insert into accounts (kind, user_id, currency) values ('customer', ${userId}::uuid, ${currency})
    on conflict (user_id, currency) do update
      set closed_at = null,
        opened_at = case when accounts.closed_at is null then accounts.opened_at else now() end
    returning accounts.*,
      coalesce((select closed_at is not null from existing), true) as opened`.execute(db);
  const { opened, ...account } = rows[0]!;
  return { account, opened };
}

/** Closes an open, empty account; answers whether it was. */
export async function closeCustomerAccount(db: Db, accountId: string): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ closed_at: sql`now()` })
    .where("id", "=", accountId)
    .where("closed_at", "is", null)
    .where("balance", "=", 0n)
    .where("held", "=", 0n)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A movement's facts as the ledger's SQL functions take them (ledger.sql). */
interface Moved {
  transferId: string;
  accountId: string;
  amount: bigint;
}

/** Who made money enter the bank and who approved it, with the four-eyes threshold (`ledger_require_four_eyes`). */
export interface ApprovalFacts {
  initiatedBy: string | null;
  approvedBy: string | null;
  threshold: bigint;
}

/** `ledger_deposit`: funding → customer, refused in the database without the approval it needs. */
export async function postDeposit(trx: Trx, moved: Moved, approval: ApprovalFacts): Promise<void> {
  await sql`select ledger_deposit(${moved.transferId}::uuid, ${moved.accountId}::uuid, ${moved.amount}::bigint,
    ${approval.initiatedBy}::uuid, ${approval.approvedBy}::uuid, ${approval.threshold}::bigint)`.execute(trx);
}

/** `ledger_complete`: the held amount to settlement. */
export async function postCompletion(trx: Trx, moved: Moved): Promise<void> {
  await sql`select ledger_complete(${moved.transferId}::uuid, ${moved.accountId}::uuid, ${moved.amount}::bigint)`.execute(
    trx,
  );
}

/** `ledger_release`: the held amount back to available. */
export async function postRelease(trx: Trx, moved: Moved): Promise<void> {
  await sql`select ledger_release(${moved.transferId}::uuid, ${moved.accountId}::uuid, ${moved.amount}::bigint)`.execute(
    trx,
  );
}

/** `ledger_pay_out`: settlement → funding, in one currency. */
export async function postPayout(
  trx: Trx,
  payout: { transferId: string; currency: string; amount: bigint },
): Promise<void> {
  await sql`select ledger_pay_out(${payout.transferId}::uuid, ${payout.currency}, ${payout.amount}::bigint)`.execute(
    trx,
  );
}

/** `ledger_return`: settlement → customer, once, of what the transfer's completion took. */
export async function postReturn(trx: Trx, moved: Moved, approval: ApprovalFacts): Promise<void> {
  await sql`select ledger_return(${moved.transferId}::uuid, ${moved.accountId}::uuid, ${moved.amount}::bigint,
    ${approval.initiatedBy}::uuid, ${approval.approvedBy}::uuid, ${approval.threshold}::bigint)`.execute(trx);
}

/** `ledger_convert`: one entry between a customer's two balances through the FX positions, its fee to revenue. */
export async function postConversion(
  trx: Trx,
  conversion: {
    transferId: string;
    sourceAccountId: string;
    targetAccountId: string;
    from: string;
    to: string;
    sell: bigint;
    buy: bigint;
    fee: bigint;
  },
): Promise<void> {
  const { transferId, sourceAccountId, targetAccountId, from, to, sell, buy, fee } = conversion;
  await sql`select ledger_convert(${transferId}::uuid, ${sourceAccountId}::uuid, ${targetAccountId}::uuid,
    ${from}, ${to}, ${sell}::bigint, ${buy}::bigint, ${fee}::bigint)`.execute(trx);
}

/** A row as JSON, its bigints as text, for PostgreSQL to read back into a table's row type. */
const rowAsJson = (row: object) =>
  JSON.stringify(row, (_key, value) => (typeof value === "bigint" ? value.toString() : value));

/**
 * `ledger_pay`: a payment between two customers made due, without a lock; deferred triggers write it at the commit
 * (the recipient's history row, the `payment` entry and both running totals) under both accounts' locks.
 */
export async function makePaymentDue(
  trx: Trx,
  payment: {
    transferId: string;
    payerAccountId: string;
    recipientAccountId: string;
    amount: bigint;
    recipientTransfer: NewTransfer;
  },
): Promise<void> {
  const { transferId, payerAccountId, recipientAccountId, amount } = payment;
  await sql`select ledger_pay(${transferId}::uuid, ${payerAccountId}::uuid, ${recipientAccountId}::uuid,
    ${amount}::bigint, ${rowAsJson(payment.recipientTransfer)}::jsonb)`.execute(trx);
}

/** `ledger_card_covers`: locks the customer's account and answers whether its available balance covers the amount. */
export async function cardHoldCovered(trx: Trx, accountId: string, amount: bigint): Promise<boolean> {
  const { rows } = await sql<{
    covered: boolean;
  }>`select ledger_card_covers(${accountId}::uuid, ${amount}::bigint)
    as covered`.execute(trx);
  return rows[0]!.covered;
}

/** `ledger_card_hold`, `ledger_card_release`, `ledger_card_refund`: one entry each on the customer's account. */
export async function postCardMovement(
  trx: Trx,
  kind: "hold" | "release" | "refund",
  moved: Moved,
): Promise<void> {
  const call = {
    hold: sql`ledger_card_hold`,
    release: sql`ledger_card_release`,
    refund: sql`ledger_card_refund`,
  }[kind];
  await sql`select ${call}(${moved.transferId}::uuid, ${moved.accountId}::uuid, ${moved.amount}::bigint)`.execute(
    trx,
  );
}

/** `ledger_card_clear`: posts a clearing against what is held; answers the part owed to the bank. */
export async function postCardClearing(trx: Trx, moved: Moved & { held: bigint }): Promise<bigint> {
  const { rows } = await sql<{ overdraft: string }>`select ledger_card_clear(${moved.transferId}::uuid,
    ${moved.accountId}::uuid, ${moved.amount}::bigint, ${moved.held}::bigint)::text as overdraft`.execute(
    trx,
  );
  return BigInt(rows[0]!.overdraft);
}

/**
 * What `ledger_confirm_money_out` is given: the transfer or payment, its code, and the limits every customer starts
 * with.
 */
export interface Confirmation {
  movementId: string;
  verificationId: string;
  ownerId: string;
  now: Date;
  maxAttempts: number;
  /** The movement's dollar value, as the limits count it. */
  limitCents: bigint;
  standardLimits: { perPayment: bigint; daily: bigint; monthly: bigint };
}

/** A payment's confirmation, with where its money goes and the recipient's history row. */
export interface PaymentConfirmation extends Confirmation {
  recipientAccountId: string;
  recipientTransfer: NewTransfer;
}

/** Its notices as data-modifying CTEs, written only if the call beside them succeeds (as a whole statement does). */
const withNotices = (db: Db, notices: string) =>
  db.with("notified", () => notificationRowsInsert(notices)).with("mailed", () => noticeMailsInsert(notices));

type ConfirmationArgs = [
  movementId: string,
  verificationId: string,
  ownerId: string,
  now: Date,
  maxAttempts: number,
  limitCents: bigint,
  perPayment: bigint,
  daily: bigint,
  monthly: bigint,
];

const confirmationArgs = (at: Confirmation): ConfirmationArgs => [
  at.movementId,
  at.verificationId,
  at.ownerId,
  at.now,
  at.maxAttempts,
  at.limitCents,
  at.standardLimits.perPayment,
  at.standardLimits.daily,
  at.standardLimits.monthly,
];

const confirmationParams = (
  ...[id, code, owner, now, tries, cents, perPayment, daily, monthly]: ConfirmationArgs
) =>
  sql`${id}::uuid, ${code}::uuid, ${owner}::uuid, ${now}::timestamptz, ${tries}::int, ${cents}::bigint,
    ${perPayment}::bigint, ${daily}::bigint, ${monthly}::bigint`;

// The functions return nothing: `is null` makes their call a boolean column Kysely can select.
const submission = compiledOnce((db: Db, notices: string, ...args: ConfirmationArgs) =>
  withNotices(db, notices).selectNoFrom(
    sql<boolean>`ledger_submit_transfer(${confirmationParams(...args)}) is null`.as("done"),
  ),
);

const completion = compiledOnce(
  (
    db: Db,
    notices: string,
    recipientAccountId: string,
    recipientTransfer: string,
    ...args: ConfirmationArgs
  ) =>
    withNotices(db, notices).selectNoFrom(
      sql<boolean>`ledger_complete_payment(${confirmationParams(...args)}, ${recipientAccountId}::uuid,
        ${recipientTransfer}::jsonb) is null`.as("done"),
    ),
);

/** `ledger_submit_transfer` with the submission's notices (as `noticeRecordsOf` gives them), in one statement. */
export async function postSubmission(db: Db, at: Confirmation, notices: string): Promise<void> {
  await oneRowOf(db, submission(db, notices, ...confirmationArgs(at)));
}

/** `ledger_complete_payment` with the payment's notices, in one statement. */
export async function postCompletedPayment(db: Db, at: PaymentConfirmation, notices: string): Promise<void> {
  await oneRowOf(
    db,
    completion(db, notices, at.recipientAccountId, rowAsJson(at.recipientTransfer), ...confirmationArgs(at)),
  );
}

/** What `ledger_authorize_card` is asked to approve: the authorisation's row as approved, and its history row's. */
export interface CardApproval {
  authorization: CardAuthorization;
  transactionId: string;
  description: string;
  /** The purchase's dollar value, as the limits count it. */
  limitCents: bigint;
  standardLimits: { perPayment: bigint; daily: bigint; monthly: bigint };
}

const cardAuthorization = compiledOnce(
  (
    db: Db,
    notices: string,
    authorization: string,
    transactionId: string,
    description: string,
    limitCents: bigint,
    perPayment: bigint,
    daily: bigint,
    monthly: bigint,
  ) =>
    withNotices(db, notices).selectNoFrom(
      sql<boolean>`ledger_authorize_card(${authorization}::jsonb, ${transactionId}, ${description},
        ${limitCents}::bigint, ${perPayment}::bigint, ${daily}::bigint, ${monthly}::bigint) is null`.as(
        "done",
      ),
    ),
);

/** `ledger_authorize_card` with the approval's notices, in one statement. */
export async function postCardAuthorization(db: Db, approval: CardApproval, notices: string): Promise<void> {
  const { perPayment, daily, monthly } = approval.standardLimits;
  await oneRowOf(
    db,
    cardAuthorization(
      db,
      notices,
      rowAsJson(approval.authorization),
      approval.transactionId,
      approval.description,
      approval.limitCents,
      perPayment,
      daily,
      monthly,
    ),
  );
}
