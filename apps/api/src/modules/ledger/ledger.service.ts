import { mainCurrency } from "@larkspur/shared/currencies";
import type { Kysely } from "kysely";
import type { Account, Database, NewTransfer, Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isCheckViolation } from "../../lib/db-errors";
import {
  type ApprovalFacts,
  type Confirmation,
  findCustomerAccount,
  insertCustomerAccount,
  makePaymentDue,
  type PaymentConfirmation,
  postCompletedPayment,
  postCompletion,
  postConversion,
  postDeposit,
  postPayout,
  postRelease,
  postReturn,
  postSubmission,
  upsertCustomerAccount,
} from "./ledger.repo";

/**
 * The only code that moves money, each movement one call of a PL/pgSQL function of `ledger.sql` inside the caller's
 * trx, so the money moves if and only if the caller's status change commits with it. Each function locks the
 * accounts it touches in id order, checks the movement, writes one journal entry whose postings sum to zero in each
 * currency, and adds them to the accounts' running totals (a payment does all this at the commit).
 *
 * A customer account has two buckets: `available` and `held`. balance = available + held; a hold moves money from
 * available to held without leaving the account, so the journal records holds and releases too.
 */
export interface Movement {
  transferId: string;
  /** The customer's account. */
  accountId: string;
  /** Minor units of the account's currency, more than zero. */
  amount: bigint;
}

/**
 * Who made money enter the bank and who approved it: the database refuses money in above `threshold` (minor units of
 * dollars; 0n when a second operator always approves), or in another currency, without a second operator's approval,
 * or approved by the operator who initiated it. `initiatedBy` is null only for the partner bank's signed channel.
 */
export type MoneyInApproval = ApprovalFacts;

export function insufficientBalance(): AppError {
  return new AppError("insufficient_balance", "error.insufficientBalance");
}

/** The ledger's SQL refused a movement because the available balance does not cover it (ledger.sql, LK001). */
function isUncovered(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "LK001";
}

/** A movement's one call, its refusal for want of money answered as "Insufficient balance". */
async function moving(call: Promise<void>): Promise<void> {
  try {
    await call;
  } catch (error) {
    throw isUncovered(error) ? insufficientBalance() : error;
  }
}

export async function openCustomerAccount(trx: Kysely<Database>, userId: string): Promise<void> {
  await insertCustomerAccount(trx, userId);
}

/** The customer's account in a currency, opened (or opened again) when it is not open. */
export function openAccountIn(
  trx: Kysely<Database>,
  userId: string,
  currency: string,
): Promise<{ account: Account; opened: boolean }> {
  return upsertCustomerAccount(trx, userId, currency);
}

/**
 * The account money leaves from and what it has available: the main one as the session lookup read it (no query), or
 * the customer's open account in another currency (409 asking to open it first).
 */
export async function sendingAccount(
  db: Kysely<Database>,
  sender: { id: string; account_id: string | null; available_cents: bigint },
  currency: string,
): Promise<{ id: string; available: bigint }> {
  if (currency === mainCurrency) {
    if (!sender.account_id) throw new Error(`User ${sender.id} has no account`);
    return { id: sender.account_id, available: sender.available_cents };
  }
  const account = await findCustomerAccount(db, sender.id, currency);
  if (!account || account.closed_at !== null) {
    throw new AppError("conflict", { id: "error.openBalanceFirst", values: { currency } });
  }
  return { id: account.id, available: account.balance - account.held };
}

/**
 * The account in a currency that money reaches, opened (or opened again) when it is not open. An open one is only
 * read, not locked: the entry that credits it locks it with the payer's, in id order.
 */
export async function receivingAccount(trx: Trx, userId: string, currency: string): Promise<string> {
  const account = await findCustomerAccount(trx, userId, currency);
  if (account && account.closed_at === null) return account.id;
  return (await upsertCustomerAccount(trx, userId, currency)).account.id;
}

/** The customer's main (USD) account; every customer gets one when they register. */
export async function customerAccountOf(db: Kysely<Database>, userId: string): Promise<Account> {
  const account = await findCustomerAccount(db, userId, mainCurrency);
  if (!account) throw new Error(`User ${userId} has no account`);
  return account;
}

/** The customer's account in a currency, open or closed, as it is now (no lock). */
export function customerAccountIn(
  db: Kysely<Database>,
  userId: string,
  currency: string,
): Promise<Account | undefined> {
  return findCustomerAccount(db, userId, currency);
}

/**
 * Funding → customer, in the customer account's currency: money from outside the bank (an operator's deposit, a bank
 * credit, an assignment of unmatched money), with who initiated and approved it.
 */
export function deposit(trx: Trx, movement: Movement, approval: MoneyInApproval): Promise<void> {
  return moving(postDeposit(trx, movement, approval));
}

export type { Confirmation, PaymentConfirmation };

/** Why a confirmation moved nothing; a want of money is answered "Insufficient balance" instead. */
export type ConfirmationRefusal =
  | { refused: "code" }
  | { refused: "status"; status: string }
  /** What counted against the limits, as `money_out_of` gives it. */
  | { refused: "limits"; moneyOut: string };

/** Why a payment's confirmation moved nothing: as a transfer's, or its recipient can no longer receive. */
export type PaymentRefusal = ConfirmationRefusal | { refused: "recipient" };

const sqlStateOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

/** The call's refusal (ledger.sql LK004 to LK006) as a value; any other failure is thrown. */
async function confirming(call: Promise<void>): Promise<ConfirmationRefusal | undefined> {
  try {
    await moving(call);
    return undefined;
  } catch (error) {
    const { message, detail } = error as { message?: string; detail?: string };
    switch (sqlStateOf(error)) {
      case "LK004":
        return { refused: "code" };
      case "LK005":
        return { refused: "status", status: String(message) };
      case "LK006":
        return { refused: "limits", moneyOut: String(detail) };
      default:
        throw error;
    }
  }
}

/**
 * A customer's code came back for their Unconfirmed transfer to a bank: one statement uses the code, locks the
 * customer's limits, makes the transfer Pending, checks the limits and holds the amount (`ledger_submit_transfer`),
 * writing `notices` with it. Answers why nothing moved, or undefined when it did.
 */
export function submitTransfer(
  db: Kysely<Database>,
  at: Confirmation,
  notices: string,
): Promise<ConfirmationRefusal | undefined> {
  return confirming(postSubmission(db, at, notices));
}

/**
 * As `submitTransfer`, for a payment to another customer who can still receive: Completed, and paid at the commit of
 * the statement or of the caller's trx (`ledger_complete_payment`; see `pay`), which it must end.
 */
export async function completePaymentMovement(
  db: Kysely<Database>,
  at: PaymentConfirmation,
  notices: string,
): Promise<PaymentRefusal | undefined> {
  try {
    return await confirming(postCompletedPayment(db, at, notices));
  } catch (error) {
    if (sqlStateOf(error) === "LK007") return { refused: "recipient" };
    throw error;
  }
}

/** The held amount leaves the customer for the bank's settlement account, which pays the payee's bank. */
export function completeTransfer(trx: Trx, movement: Movement): Promise<void> {
  return moving(postCompletion(trx, movement));
}

/**
 * The partner bank accepted a paid-out transfer: its money leaves settlement for the funding account, which stands
 * for the money outside the bank (where deposits come from, and where payments go).
 */
export function payOut(
  trx: Trx,
  payout: { transferId: string; currency: string; amount: bigint },
): Promise<void> {
  return moving(postPayout(trx, payout));
}

/**
 * The receiving bank returned a completed transfer: settlement pays the amount back to the customer's available, at
 * most once and only what the transfer's completion took, with the approval facts of the status report.
 */
export function returnPayment(trx: Trx, movement: Movement, approval: MoneyInApproval): Promise<void> {
  return moving(postReturn(trx, movement, approval));
}

/** The held amount returns to the customer's available balance. */
export function releaseTransfer(trx: Trx, movement: Movement): Promise<void> {
  return moving(postRelease(trx, movement));
}

/**
 * One customer pays another: payer `available` −amount, recipient `available` +amount, in one journal entry written
 * at commit with the recipient's history row, so the trx holds no lock on either account before it. Refused as
 * insufficient balance when the payer's available balance does not cover it now; when it no longer does at commit,
 * the commit fails and `isUncoveredAtCommit` tells that failure. Call it last in the trx: nothing after it may read
 * either balance.
 */
export function pay(
  trx: Trx,
  payment: {
    transferId: string;
    payerAccountId: string;
    recipientAccountId: string;
    amount: bigint;
    recipientTransfer: NewTransfer;
  },
): Promise<void> {
  return moving(makePaymentDue(trx, payment));
}

/** A trx ending with `pay` whose commit failed because a rival had spent the payer's money first. */
export function isUncoveredAtCommit(error: unknown): boolean {
  return isCheckViolation(error, "accounts_available_not_negative");
}

/**
 * One customer converts between two of their balances, in one `conversion` entry that balances in each currency:
 * source `available` −sell, FX position (source) +(sell − fee), fee revenue (source) +fee; FX position (target) −buy,
 * target `available` +buy. Refused as insufficient balance when the source's available balance, read under the lock,
 * does not cover the amount sold.
 */
export function convert(
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
  return moving(postConversion(trx, conversion));
}
