import { randomUUID } from "node:crypto";
import { type Currency, exponentOf, isCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import { fromMinorUnits, minorUnitsText } from "@larkspur/shared/money";
import type {
  AssignMoneyInBody,
  MoneyInList,
  MoneyInEntry as MoneyInView,
  StatementImportResult,
} from "@larkspur/shared/schemas/rails";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, MoneyInEntry, Trx, UnmatchedReason, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { approvalsRequired } from "../backoffice";
import { deposit, type MoneyInApproval, receivingAccount } from "../ledger";
import { announce, notify } from "../notifications";
import {
  insertTransfer,
  newTransactionId,
  noBankAccount,
  paymentReceivedDescription,
  retryOnTransactionIdClash,
  toTransactionItem,
  transferNotices,
} from "../transfers";
import type { MovedMoney, StagedEntry } from "./bank-file-entries";
import { recordClosingBalances } from "./bank-files.repo";
import type { CamtFile, CreditEntry } from "./camt-files";
import { exponentOfAnyCurrency } from "./minor-units";
import {
  claimMoneyIn,
  decideMoneyIn,
  findListedMoneyIn,
  type ListedMoneyIn,
  listMoneyIn,
  lockMoneyIn,
  type MoneyInListStatus,
  requestAssignment,
  usersByAccountNumbers,
  usersByIds,
} from "./money-in.repo";

/** A Larkspur account number as payers write it: 9 and 11 digits, or grouped in fours. */
const ACCOUNT_NUMBER = /(?<![\d])9\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d])/g;

const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

/** A customer who can be credited: signed up, confirmed, not disabled. Staff hold no balances. */
const isCustomer = (user: User | undefined) => user?.role === "customer" && user.email_verified_at !== null;

interface Match {
  accountNumber: string | null;
  customer?: User;
  reason?: UnmatchedReason;
}

/**
 * Whom a credit is for: the Larkspur account number in the creditor account, else the one in the remittance
 * information. A number of no customer, two numbers of different customers, a disabled customer or a currency we do
 * not hold leave it unmatched, for an operator.
 */
async function matchCredit(trx: Kysely<Database>, credit: CreditEntry): Promise<Match> {
  const creditorAccount = digitsOf(credit.creditorAccount);
  const fromCreditor = /^9\d{11}$/.test(creditorAccount) ? [creditorAccount] : [];
  const fromRemittance = [
    ...new Set([...credit.remittance.matchAll(ACCOUNT_NUMBER)].map(([n]) => digitsOf(n))),
  ];
  const numbers = [...fromCreditor, ...fromRemittance];
  if (numbers.length === 0) return { accountNumber: null, reason: "no_account_number" };
  const holders = (await usersByAccountNumbers(trx, numbers)).filter(isCustomer);
  const holderOf = (number: string) => holders.find((user) => user.account_number === number);
  const named = fromCreditor.map(holderOf).find(Boolean);
  const inRemittance = [...new Set(fromRemittance.map(holderOf).filter((user) => user !== undefined))];
  const customer = named ?? (inRemittance.length === 1 ? inRemittance[0] : undefined);
  if (!named && inRemittance.length > 1) return { accountNumber: numbers[0]!, reason: "ambiguous" };
  if (!customer) return { accountNumber: numbers[0]!, reason: "unknown_account" };
  const accountNumber = customer.account_number;
  if (customer.status !== "active") return { accountNumber, reason: "disabled" };
  if (!isCurrency(credit.currency)) return { accountNumber, reason: "currency" };
  return { accountNumber, customer };
}

/** The description a bank credit shows: what the payer wrote, else what it is. */
const descriptionOf = (remittance: string) =>
  remittance.slice(0, limits.transferDescriptionMax).trim() || paymentReceivedDescription;

/**
 * The entry's money reaches the customer in the caller's trx: a Completed Deposit with the payer as counterparty, in
 * the entry's currency (that balance opened when needed), its `deposit` entry from funding (refused by the ledger
 * without the approval it needs), the notice and e-mail.
 */
async function creditCustomer(
  trx: Trx,
  ctx: AppContext,
  customer: User,
  entry: Pick<MoneyInEntry, "currency" | "amount" | "remittance" | "debtor_name" | "debtor_account">,
  transferId: string,
  approval: MoneyInApproval,
) {
  const accountId = await receivingAccount(trx, customer.id, entry.currency);
  const now = ctx.clock.now();
  const credited = await insertTransfer(trx, {
    id: transferId,
    transaction_id: newTransactionId(now),
    user_id: customer.id,
    account_id: accountId,
    currency: entry.currency,
    type: "Deposit",
    status: "Completed",
    amount: entry.amount,
    description: descriptionOf(entry.remittance),
    ...noBankAccount,
    expires_at: null,
    cancel_reason: null,
    decided_by: null,
    counterparty_id: null,
    // A payer the bank did not name is no counterparty at all.
    counterparty_name: entry.debtor_name || null,
    counterparty_account_number: entry.debtor_name ? entry.debtor_account : null,
    payer_transfer_id: null,
    created_at: now,
    updated_at: now,
  });
  await deposit(trx, { transferId, accountId: credited.account_id, amount: credited.amount }, approval);
  await notify(trx, ctx, [transferNotices.bankTransfer(customer, credited)]);
  return credited;
}

type Outcome = "credited" | "unmatched" | "duplicates";

/**
 * Where a camt file came from: who imported it and the different operator who approved it (both null for the bank's
 * own channel), and its SHA-256.
 */
export interface CamtSource {
  importedBy: string | null;
  approvedBy: string | null;
  sha256: string;
}

/** A file from the bank's signed channel needs no person; one uploaded by hand always needs a second operator. */
const approvalOfFile = (source: CamtSource): MoneyInApproval => ({
  initiatedBy: source.importedBy,
  approvedBy: source.approvedBy,
  threshold: 0n,
});

/** One credit in the caller's trx: claimed by its reference first, so a rival import of it waits, then finds it taken. */
async function recordCredit(
  trx: Trx,
  ctx: AppContext,
  file: { kind: "camt.053" | "camt.054"; messageId: string },
  source: CamtSource,
  credit: CreditEntry,
): Promise<{ outcome: Outcome; customer?: User }> {
  const match = await matchCredit(trx, credit);
  const transferId = match.customer ? randomUUID() : null;
  const claimed = await claimMoneyIn(trx, {
    id: randomUUID(),
    reference: credit.reference,
    file_kind: file.kind,
    message_id: file.messageId,
    file_sha256: source.sha256,
    currency: credit.currency,
    amount: credit.amount,
    debtor_name: credit.debtorName,
    debtor_account: credit.debtorAccount,
    remittance: credit.remittance,
    booking_date: credit.bookingDate,
    account_number: match.accountNumber,
    status: match.customer ? "Credited" : "Unmatched",
    unmatched_reason: match.reason ?? null,
    user_id: match.customer?.id ?? null,
    transfer_id: transferId,
    imported_by: source.importedBy,
  });
  if (!claimed) return { outcome: "duplicates" };
  if (!match.customer || !transferId) return { outcome: "unmatched" };
  await creditCustomer(trx, ctx, match.customer, claimed, transferId, approvalOfFile(source));
  return { outcome: "credited", customer: match.customer };
}

/** A credit's amount as the audit log writes it: decimal text of its currency, never a float. */
const amountText = (amount: bigint, currency: string) =>
  minorUnitsText(amount, exponentOfAnyCurrency(currency));

export interface AppliedCamtFile {
  result: StatementImportResult;
  credited: MovedMoney[];
  /** Whom to tell once the caller's trx commits. */
  creditedCustomerIds: string[];
}

/**
 * Applies a camt.053 statement or camt.054 notification the partner bank sent or a second operator approved, whole,
 * in the caller's trx: every credit entry is credited to the customer it names, or waits in Unmatched money in, and a
 * statement's closing balances are kept for the reconciliation. A file is thus applied entirely or not at all, never
 * left half-applied. An entry already imported (its account servicer's reference) is a duplicate and changes nothing,
 * whichever file it came in and however many imports run at once. Answers what it did and every account it credited,
 * for the caller's audit entry; the caller runs `camtFileApplied` after the commit.
 */
export async function applyCamtFileIn(
  trx: Trx,
  ctx: AppContext,
  file: CamtFile,
  source: CamtSource,
): Promise<AppliedCamtFile> {
  const result: StatementImportResult = {
    entries: file.credits.length,
    credited: 0,
    unmatched: 0,
    duplicates: 0,
  };
  const credited: MovedMoney[] = [];
  const creditedCustomerIds: string[] = [];
  // The same order in every import, so two imports sharing references claim them one after the other, never crosswise.
  const credits = [...file.credits].sort((a, b) => a.reference.localeCompare(b.reference));
  for (const credit of credits) {
    const { outcome, customer } = await recordCredit(trx, ctx, file, source, credit);
    result[outcome]++;
    if (customer) {
      creditedCustomerIds.push(customer.id);
      credited.push({
        reference: credit.reference,
        accountNumber: customer.account_number,
        amount: amountText(credit.amount, credit.currency),
        currency: credit.currency,
      });
    }
  }
  await recordClosingBalances(trx, file.closingBalances, {
    messageId: file.messageId,
    now: ctx.clock.now(),
  });
  return { result, credited, creditedCustomerIds };
}

/** After the trx that applied a camt file committed: the customers credited hear of it at once. */
export function camtFileApplied(ctx: AppContext, file: CamtFile, applied: AppliedCamtFile): void {
  announce(ctx, [...new Set(applied.creditedCustomerIds)]);
  ctx.log.info({ messageId: file.messageId, kind: file.kind, ...applied.result }, "Bank file applied");
}

/** What applying a camt file would do, entry by entry, as an approver sees it; nothing is written. */
export async function previewCamtFile(ctx: AppContext, file: CamtFile): Promise<StagedEntry[]> {
  const entries: StagedEntry[] = [];
  for (const credit of file.credits) {
    const match = await matchCredit(ctx.db, credit);
    entries.push({
      reference: credit.reference,
      action: match.customer ? "Credit" : "Hold for an operator",
      currency: credit.currency,
      amount: credit.amount.toString(),
      accountNumber: match.accountNumber,
      name: credit.debtorName,
      note: credit.remittance,
    });
  }
  return entries;
}

const noSuchEntry = () => new AppError("not_found", "error.noSuchMoneyIn");

async function waitingEntry(trx: Trx, id: string): Promise<MoneyInEntry> {
  const entry = isUuid(id) ? await lockMoneyIn(trx, id) : undefined;
  if (!entry) throw noSuchEntry();
  if (entry.status !== "Unmatched") throw new AppError("conflict", "error.moneyInDecided");
  return entry;
}

/** The customer an assignment credits: an active customer holding the account number. */
async function assignableCustomer(trx: Trx, accountNumber: string): Promise<User> {
  const [customer] = (await usersByAccountNumbers(trx, [accountNumber])).filter(isCustomer);
  if (!customer) throw new AppError("not_found", "error.noPayeeMatches");
  if (customer.status !== "active") throw new AppError("payee_cannot_receive", "error.payeeCannotReceive");
  return customer;
}

/** What the audit log says of an assignment: whose money, from which file (its SHA-256), to whom, how much. */
const assignmentRecord = (entry: MoneyInEntry, customer: User) => ({
  reference: entry.reference,
  fileKind: entry.file_kind,
  messageId: entry.message_id,
  sha256: entry.file_sha256,
  customer: customer.account_number,
  amount: minorUnitsText(entry.amount, exponentOf(entry.currency as Currency)),
  currency: entry.currency,
});

/**
 * Credits the entry to the customer as an imported entry is, in the caller's trx, with the decision on the entry and
 * in the audit log.
 */
async function creditAssignment(
  trx: Trx,
  ctx: AppContext,
  entry: MoneyInEntry,
  decision: {
    customer: User;
    operator: User;
    reason: string;
    action: string;
    before: object;
    ip: string;
    requestedBy: string | null;
  },
) {
  const transferId = randomUUID();
  await decideMoneyIn(trx, entry.id, {
    status: "Assigned",
    decidedBy: decision.operator.id,
    reason: decision.reason,
    decidedAt: ctx.clock.now(),
    userId: decision.customer.id,
    transferId,
  });
  // Of an assignment a second operator approves, the first asked for it.
  const approval: MoneyInApproval = decision.requestedBy
    ? {
        initiatedBy: decision.requestedBy,
        approvedBy: decision.operator.id,
        threshold: ctx.config.FOUR_EYES_THRESHOLD,
      }
    : { initiatedBy: decision.operator.id, approvedBy: null, threshold: ctx.config.FOUR_EYES_THRESHOLD };
  const credited = await creditCustomer(trx, ctx, decision.customer, entry, transferId, approval);
  await insertAuditEntry(trx, {
    actorId: decision.operator.id,
    action: decision.action,
    subjectType: "money-in",
    subjectId: entry.reference,
    before: decision.before,
    after: {
      status: "Assigned",
      ...assignmentRecord(entry, decision.customer),
      transactionId: credited.transaction_id,
    },
    reason: decision.reason,
    ip: decision.ip,
  });
  return credited;
}

type Assignment =
  | { status: "Assigned"; entry: MoneyInView; transaction: TransactionItem }
  | { status: "Awaiting approval"; entry: MoneyInView };

/**
 * An operator gives unmatched money to the customer it was meant for, with a reason. Up to the four-eyes threshold in
 * dollars it is credited as an imported entry is; above it, or in any other currency, it waits uncredited for a
 * different operator's approval (`approveMoneyIn`). Audited either way. A disabled account or a currency we do not
 * hold cannot receive it.
 */
export async function assignMoneyIn(
  ctx: AppContext,
  operator: User,
  id: string,
  body: AssignMoneyInBody,
  ip: string,
): Promise<Assignment> {
  const outcome = await retryOnTransactionIdClash(() =>
    retryingTrx(ctx.db, async (trx) => {
      const entry = await waitingEntry(trx, id);
      if (entry.requested_by) throw new AppError("conflict", "error.moneyInAwaitingApproval");
      if (!isCurrency(entry.currency)) {
        throw new AppError("conflict", { id: "error.moneyInCurrency", values: { currency: entry.currency } });
      }
      const customer = await assignableCustomer(trx, body.accountNumber);
      const before = { status: "Unmatched", accountNumber: entry.account_number };
      if (approvalsRequired(ctx, entry) > 1) {
        await requestAssignment(trx, entry.id, {
          userId: customer.id,
          requestedBy: operator.id,
          reason: body.reason,
          requestedAt: ctx.clock.now(),
        });
        await insertAuditEntry(trx, {
          actorId: operator.id,
          action: "money-in.assign",
          subjectType: "money-in",
          subjectId: entry.reference,
          before,
          after: { status: "AwaitingApproval", ...assignmentRecord(entry, customer) },
          reason: body.reason,
          ip,
        });
        return { customer };
      }
      const credited = await creditAssignment(trx, ctx, entry, {
        customer,
        operator,
        reason: body.reason,
        action: "money-in.assign",
        before,
        ip,
        requestedBy: null,
      });
      return { customer, credited };
    }),
  );
  const entry = await moneyInById(ctx, id);
  if (!outcome.credited) return { status: "Awaiting approval", entry };
  announce(ctx, [outcome.customer.id]);
  return { status: "Assigned", entry, transaction: toTransactionItem(outcome.credited) };
}

/**
 * A different operator approves an assignment waiting for a second operator: the entry is credited to the customer
 * asked for, with the first operator's reason, and audited as `money-in.approve`. The operator who asked gets 403.
 */
export async function approveMoneyIn(
  ctx: AppContext,
  operator: User,
  id: string,
  ip: string,
): Promise<{ entry: MoneyInView; transaction: TransactionItem }> {
  const { customer, credited } = await retryOnTransactionIdClash(() =>
    retryingTrx(ctx.db, async (trx) => {
      const entry = await waitingEntry(trx, id);
      const { requested_by: requestedBy, requested_user_id: customerId, request_reason: reason } = entry;
      if (!requestedBy || !customerId || !reason) throw new AppError("conflict", "error.moneyInNotAwaiting");
      if (requestedBy === operator.id) throw new AppError("forbidden", "error.ownMoneyInAssignment");
      const [asked] = await usersByIds(trx, [customerId]);
      const customer = await assignableCustomer(trx, asked?.account_number ?? "");
      const credited = await creditAssignment(trx, ctx, entry, {
        customer,
        operator,
        reason,
        action: "money-in.approve",
        before: { status: "AwaitingApproval", requestedBy },
        ip,
        requestedBy,
      });
      return { customer, credited };
    }),
  );
  announce(ctx, [customer.id]);
  return { entry: await moneyInById(ctx, id), transaction: toTransactionItem(credited) };
}

/**
 * An operator marks unmatched money to go back to its payer, with a reason (audited); it leaves the waiting list.
 * An assignment awaiting approval may be turned down this way too. No balance changes: the money was never credited.
 */
export async function markMoneyInForReturn(
  ctx: AppContext,
  operator: User,
  id: string,
  reason: string,
  ip: string,
): Promise<{ entry: MoneyInView }> {
  await retryingTrx(ctx.db, async (trx) => {
    const entry = await waitingEntry(trx, id);
    await decideMoneyIn(trx, entry.id, {
      status: "ForReturn",
      decidedBy: operator.id,
      reason,
      decidedAt: ctx.clock.now(),
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "money-in.return",
      subjectType: "money-in",
      subjectId: entry.reference,
      before: { status: entry.requested_by ? "AwaitingApproval" : "Unmatched" },
      after: { status: "ForReturn", debtor: entry.debtor_name, debtorAccount: entry.debtor_account },
      reason,
      ip,
    });
  });
  return { entry: await moneyInById(ctx, id) };
}

const LISTED = 200;

/** Money in of one status (Unmatched by default), as `listMoneyIn` orders it. */
export async function moneyInOf(ctx: AppContext, status: MoneyInListStatus): Promise<MoneyInList> {
  return { items: (await listMoneyIn(ctx.db, status, LISTED)).map(toView) };
}

async function moneyInById(ctx: AppContext, id: string): Promise<MoneyInView> {
  const found = await findListedMoneyIn(ctx.db, id);
  if (!found) throw noSuchEntry();
  return toView(found);
}

function toView(row: ListedMoneyIn): MoneyInView {
  return {
    id: row.id,
    reference: row.reference,
    fileKind: row.file_kind,
    messageId: row.message_id,
    currency: row.currency,
    amount: fromMinorUnits(row.amount, exponentOfAnyCurrency(row.currency)),
    debtorName: row.debtor_name,
    debtorAccount: row.debtor_account,
    remittance: row.remittance,
    bookingDate: row.booking_date,
    accountNumber: row.account_number,
    status: row.status === "Unmatched" && row.requested_by ? "AwaitingApproval" : row.status,
    unmatchedReason: row.unmatched_reason,
    customer:
      row.user_id && row.customer_account_number
        ? {
            id: row.user_id,
            name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(),
            accountNumber: row.customer_account_number,
          }
        : null,
    transactionId: row.transaction_id,
    assignmentRequest:
      row.status === "Unmatched" && row.requested_by && row.requested_user_id && row.requested_at
        ? {
            customer: {
              id: row.requested_user_id,
              name: `${row.requested_first_name ?? ""} ${row.requested_last_name ?? ""}`.trim(),
              accountNumber: row.requested_account_number ?? "",
            },
            requestedBy: { id: row.requested_by, email: row.requested_by_email ?? "" },
            reason: row.request_reason ?? "",
            requestedAt: row.requested_at.toISOString(),
          }
        : null,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
