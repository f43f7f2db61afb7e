import { randomBytes, randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import { fromMinorUnits, minorUnitsText } from "@larkspur/shared/money";
import type {
  PaymentBatch as BatchView,
  CurrencyTotal,
  PaymentBatchList,
  PaymentBatchSummary,
  PaymentOut,
  PaymentsOutView,
  ReconciliationView,
  StatusReportResult,
} from "@larkspur/shared/schemas/rails";
import type { AppContext } from "../../context";
import type { PaymentBatch, Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { inEnglish } from "../../lib/i18n";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { payOut, receivingAccount, returnPayment } from "../ledger";
import { announce, notify } from "../notifications";
import { transferNotices } from "../transfers";
import { findUserById } from "../users";
import type { MovedMoney, StagedEntry } from "./bank-file-entries";
import { accountNumbersOf } from "./bank-files.repo";
import { blockIdOf, writePain001 } from "./pain001-files";
import type { PaymentStatus, StatusReport } from "./pain002-files";
import {
  batchTotals,
  findPaymentBatch,
  findPaymentBatchByMessageId,
  findPaymentBatchWithCreator,
  insertPaymentBatch,
  type ListedBatch,
  listAwaitingBatch,
  listPaymentBatches,
  lockPaymentBatch,
  lockPaymentsOfBatch,
  markAccepted,
  markAcknowledged,
  markDownloaded,
  markReturned,
  paymentsOfBatch,
  reconciliationFigures,
  takeIntoBatch,
  totalsAwaitingBatch,
} from "./payment-batches.repo";

const amountOf = (minor: bigint | string, currency: string) =>
  fromMinorUnits(BigInt(minor), exponentOf(currency as Currency));

function toPaymentOut(transfer: Transfer): PaymentOut {
  return {
    transactionId: transfer.transaction_id,
    currency: transfer.currency as Currency,
    amount: amountOf(transfer.amount, transfer.currency),
    transferOption: transfer.transfer_option === "International" ? "International" : "Local",
    accountName: transfer.account_name ?? "",
    accountNumber: transfer.account_number ?? "",
    bankName: transfer.bank_name ?? "",
    swiftCode: transfer.swift_code,
    routingNumber: transfer.routing_number,
    country: transfer.country,
    description: transfer.description,
    approvedAt: transfer.updated_at.toISOString(),
    status: transfer.payout_status,
    reason: transfer.bank_return_reason,
  };
}

const totalOf = (row: { currency: string; count: string; amount: string }): CurrencyTotal => ({
  currency: row.currency as Currency,
  count: Number(row.count),
  amount: amountOf(row.amount, row.currency),
});

const LISTED = 200;

/** Approved Local and International transfers waiting for a batch, the oldest first, and their totals. */
export async function paymentsOut(ctx: AppContext): Promise<PaymentsOutView> {
  const [waiting, totals] = await Promise.all([
    listAwaitingBatch(ctx.db, LISTED),
    totalsAwaitingBatch(ctx.db),
  ]);
  return { items: waiting.map(toPaymentOut), totals: totals.map(totalOf) };
}

/** A pain.001 MsgId: unique, at most 35 characters, and telling the day it was made. */
const newMessageId = (now: Date) =>
  `LARK-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${randomBytes(5).toString("hex").toUpperCase()}`;

/**
 * An operator makes a batch of every payment waiting (the oldest first, at most `paymentBatchMax`). A payment is taken
 * into exactly one batch even when operators make batches at the same moment; with nothing waiting, 409. Audited.
 */
export async function createPaymentBatch(ctx: AppContext, operator: User, ip: string): Promise<BatchView> {
  const id = randomUUID();
  await retryingTrx(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const batch = await insertPaymentBatch(trx, {
      id,
      messageId: newMessageId(now),
      createdBy: operator.id,
      createdAt: now,
    });
    const taken = await takeIntoBatch(trx, id, limits.paymentBatchMax, now);
    if (taken.length === 0) throw new AppError("conflict", "error.noPaymentsWaiting");
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "payment-batch.create",
      subjectType: "payment-batch",
      subjectId: batch.message_id,
      after: { batchId: id, payments: taken.length, transactionIds: taken.map((t) => t.transaction_id) },
      ip,
    });
  });
  return paymentBatch(ctx, id);
}

function summaryOf(batch: ListedBatch, totals: Awaited<ReturnType<typeof batchTotals>>): PaymentBatchSummary {
  const own = totals.filter((row) => row.payment_batch_id === batch.id);
  const perCurrency = new Map<string, { count: bigint; amount: bigint }>();
  const byStatus = { Sent: 0, Accepted: 0, Rejected: 0 };
  for (const row of own) {
    const sum = perCurrency.get(row.currency) ?? { count: 0n, amount: 0n };
    perCurrency.set(row.currency, {
      count: sum.count + BigInt(row.count),
      amount: sum.amount + BigInt(row.amount),
    });
    if (row.payout_status) byStatus[row.payout_status] += Number(row.count);
  }
  return {
    id: batch.id,
    messageId: batch.message_id,
    status: batch.status,
    createdAt: batch.created_at.toISOString(),
    createdBy: batch.created_by_email,
    downloadedAt: batch.downloaded_at?.toISOString() ?? null,
    acknowledgedAt: batch.acknowledged_at?.toISOString() ?? null,
    totals: [...perCurrency].map(([currency, sum]) =>
      totalOf({ currency, count: String(sum.count), amount: String(sum.amount) }),
    ),
    sent: byStatus.Sent,
    accepted: byStatus.Accepted,
    rejected: byStatus.Rejected,
  };
}

const BATCHES_LISTED = 50;

/** The newest batches with their totals and how the bank answered. */
export async function paymentBatches(ctx: AppContext): Promise<PaymentBatchList> {
  const batches = await listPaymentBatches(ctx.db, BATCHES_LISTED);
  const totals = await batchTotals(
    ctx.db,
    batches.map((batch) => batch.id),
  );
  return { items: batches.map((batch) => summaryOf(batch, totals)) };
}

const noSuchBatch = () => new AppError("not_found", "error.noSuchBatch");

/** One batch with every payment in it. */
export async function paymentBatch(ctx: AppContext, id: string): Promise<BatchView> {
  const batch = isUuid(id) ? await findPaymentBatchWithCreator(ctx.db, id) : undefined;
  if (!batch) throw noSuchBatch();
  const [totals, payments] = await Promise.all([batchTotals(ctx.db, [id]), paymentsOfBatch(ctx.db, id)]);
  return { ...summaryOf(batch, totals), payments: payments.map(toPaymentOut) };
}

/**
 * The batch as a pain.001.001.09 file to hand to the partner bank. The first download is recorded on the batch, and
 * every one in the audit log.
 */
export async function paymentBatchFile(
  ctx: AppContext,
  operator: User,
  id: string,
  request: { ip: string; download: boolean },
): Promise<{ fileName: string; xml: string }> {
  const batch = isUuid(id) ? await findPaymentBatch(ctx.db, id) : undefined;
  if (!batch) throw noSuchBatch();
  const xml = writePain001(
    ctx.config,
    { messageId: batch.message_id, createdAt: batch.created_at },
    await paymentsOfBatch(ctx.db, id),
  );
  if (request.download) {
    await retryingTrx(ctx.db, async (trx) => {
      await markDownloaded(trx, id, ctx.clock.now());
      await insertAuditEntry(trx, {
        actorId: operator.id,
        action: "payment-batch.download",
        subjectType: "payment-batch",
        subjectId: batch.message_id,
        ip: request.ip,
      });
    });
  }
  return { fileName: `${batch.message_id}.xml`, xml };
}

/** What the report says of one payment: its own status, else its currency block's, else the whole file's. */
function statusFor(report: StatusReport, messageId: string, payment: Transfer): PaymentStatus | undefined {
  return (
    report.payments.get(payment.transaction_id) ??
    report.blocks.get(blockIdOf(messageId, payment.currency)) ??
    report.group
  );
}

/** The batch a status report answers, and its payments; a report for another batch or a stranger payment: 400. */
function checkReportFits(report: StatusReport, batch: PaymentBatch, payments: Transfer[]): void {
  if (report.originalMessageId !== batch.message_id) {
    throw new AppError("validation_error", {
      id: "error.statusReportOtherBatch",
      values: { original: report.originalMessageId, messageId: batch.message_id },
    });
  }
  const inBatch = new Set(payments.map((payment) => payment.transaction_id));
  const stranger = [...report.payments.keys()].find((endToEndId) => !inBatch.has(endToEndId));
  if (stranger !== undefined) {
    throw new AppError("validation_error", {
      id: "error.statusReportUnknownPayment",
      values: { endToEndId: stranger },
    });
  }
}

export interface AppliedStatusReport {
  batchMessageId: string;
  counts: { accepted: number; rejected: number; waiting: number };
  /** Customers to tell once the trx commits. */
  told: string[];
  refunded: MovedMoney[];
  accepted: string[];
}

/** Who uploaded a status report and the different operator who approved it; both null for the bank's own channel. */
export interface ReportSource {
  uploadedBy: string | null;
  approvedBy: string | null;
}

/**
 * Applies the bank's pain.002 status report for a batch in the caller's trx. Each payment it accepts leaves
 * settlement for the partner bank; each it rejects is Cancelled and refunded from settlement in one `return` entry,
 * and its customer is told "Returned by the receiving bank: <reason>". Payments decided before, or that the report
 * leaves pending, do not change, so the same report applied twice changes nothing. A report for another batch, or
 * naming a payment not in this one, changes nothing and answers 400. Once every payment is decided the batch is
 * Acknowledged.
 */
export async function applyStatusReportIn(
  trx: Trx,
  ctx: AppContext,
  batchId: string,
  report: StatusReport,
  source: ReportSource,
): Promise<AppliedStatusReport> {
  const batch = await lockPaymentBatch(trx, batchId);
  if (!batch) throw noSuchBatch();
  const payments = await lockPaymentsOfBatch(trx, batchId);
  checkReportFits(report, batch, payments);
  const now = ctx.clock.now();
  const applied: AppliedStatusReport = {
    batchMessageId: batch.message_id,
    counts: { accepted: 0, rejected: 0, waiting: 0 },
    told: [],
    refunded: [],
    accepted: [],
  };
  for (const payment of payments) {
    if (payment.payout_status !== "Sent") continue;
    const status = statusFor(report, batch.message_id, payment);
    if (status?.outcome === "Accepted" && (await markAccepted(trx, payment.id, now))) {
      await payOut(trx, { transferId: payment.id, currency: payment.currency, amount: payment.amount });
      applied.counts.accepted++;
      applied.accepted.push(payment.transaction_id);
    } else if (status?.outcome === "Rejected") {
      const owner = await returnToCustomer(trx, ctx, payment, status.reason ?? "", now, source);
      applied.told.push(owner.id);
      applied.refunded.push({
        reference: payment.transaction_id,
        accountNumber: owner.account_number,
        amount: minorUnitsText(payment.amount, exponentOf(payment.currency as Currency)),
        currency: payment.currency,
      });
      applied.counts.rejected++;
    } else {
      applied.counts.waiting++;
    }
  }
  if (applied.counts.waiting === 0 && batch.status === "Open") await markAcknowledged(trx, batchId, now);
  return applied;
}

/** The `payment-batch.status` audit entry: the file's SHA-256, every refunded account with its amount, every payment paid. */
export function auditStatusReport(
  trx: Trx,
  entry: {
    actorId: string | null;
    ip: string;
    sha256: string;
    report: StatusReport;
    applied: AppliedStatusReport;
  },
) {
  return insertAuditEntry(trx, {
    actorId: entry.actorId,
    action: "payment-batch.status",
    subjectType: "payment-batch",
    subjectId: entry.applied.batchMessageId,
    after: {
      statusReport: entry.report.messageId,
      sha256: entry.sha256,
      ...entry.applied.counts,
      refunded: entry.applied.refunded,
      accepted: entry.applied.accepted,
    },
    ip: entry.ip,
  });
}

/** What applying a status report to a batch would do, payment by payment; nothing is written. 400 as applying would. */
export async function previewStatusReport(
  ctx: AppContext,
  batchId: string,
  report: StatusReport,
): Promise<StagedEntry[]> {
  const batch = isUuid(batchId) ? await findPaymentBatch(ctx.db, batchId) : undefined;
  if (!batch) throw noSuchBatch();
  const payments = await paymentsOfBatch(ctx.db, batchId);
  checkReportFits(report, batch, payments);
  const owners = await accountNumbersOf(
    ctx.db,
    payments.map((payment) => payment.user_id),
  );
  return payments.flatMap((payment): StagedEntry[] => {
    const status =
      payment.payout_status === "Sent" ? statusFor(report, batch.message_id, payment) : undefined;
    if (status?.outcome !== "Accepted" && status?.outcome !== "Rejected") return [];
    return [
      {
        reference: payment.transaction_id,
        action: status.outcome === "Accepted" ? "Accept" : "Refund",
        currency: payment.currency,
        amount: payment.amount.toString(),
        accountNumber: owners.get(payment.user_id) ?? null,
        name: payment.account_name ?? "",
        note: status.reason ?? "",
      },
    ];
  });
}

/** The batch whose pain.001 a status report answers: 400 when it answers none of ours. */
export async function batchAnsweredBy(ctx: AppContext, report: StatusReport): Promise<string> {
  const batch = await findPaymentBatchByMessageId(ctx.db, report.originalMessageId);
  if (!batch) {
    throw new AppError("validation_error", {
      id: "error.statusReportNoBatch",
      values: { original: report.originalMessageId },
    });
  }
  return batch.id;
}

/** A batch with its payments as the API shows it after a report was applied. */
export async function statusReportResult(
  ctx: AppContext,
  batchId: string,
  applied: AppliedStatusReport,
): Promise<StatusReportResult> {
  announce(ctx, applied.told);
  return { ...applied.counts, batch: await paymentBatch(ctx, batchId) };
}

/**
 * A rejected payment: Completed → Cancelled with the bank's reason, the amount back to the customer's available
 * balance (its balance opened again if it was closed meanwhile), and the customer told.
 */
async function returnToCustomer(
  trx: Trx,
  ctx: AppContext,
  payment: Transfer,
  bankReason: string,
  now: Date,
  source: ReportSource,
): Promise<User> {
  const returned = await markReturned(trx, payment.id, {
    bankReason,
    cancelReason: inEnglish({ id: "transfer.returnedByBank", values: { reason: bankReason } }),
    now,
  });
  const owner = await findUserById(trx, payment.user_id);
  if (!returned || !owner) throw new Error(`Payment ${payment.transaction_id} could not be returned`);
  await receivingAccount(trx, owner.id, returned.currency);
  // A report uploaded by hand always needs a second operator; one from the bank's signed channel, no person.
  await returnPayment(
    trx,
    { transferId: returned.id, accountId: returned.account_id, amount: returned.amount },
    { initiatedBy: source.uploadedBy, approvedBy: source.approvedBy, threshold: 0n },
  );
  await notify(trx, ctx, [transferNotices.returned(owner, returned, bankReason)]);
  return owner;
}

/**
 * Per currency, the settlement account's balance against what should be in it: the approved payments waiting for a
 * batch and those in batches the bank has not answered. Beside it, what our books say the partner bank holds for us
 * (all money in less all money paid out: the funding account, the other way round) against the closing balance of
 * the bank's newest statement. Any difference is something to look into: money credited by a file the bank never
 * booked shows there.
 */
export async function reconciliation(ctx: AppContext): Promise<ReconciliationView> {
  const rows = await reconciliationFigures(ctx.db);
  return {
    items: rows.map((row) => {
      const difference = BigInt(row.balance) - BigInt(row.waiting_amount) - BigInt(row.sent_amount);
      const heldAtBank = -BigInt(row.funding_balance);
      const bankClosing = row.bank_closing_balance === null ? null : BigInt(row.bank_closing_balance);
      return {
        currency: row.currency as Currency,
        settlementBalance: amountOf(row.balance, row.currency),
        waiting: { count: Number(row.waiting_count), amount: amountOf(row.waiting_amount, row.currency) },
        inBatches: { count: Number(row.sent_count), amount: amountOf(row.sent_amount, row.currency) },
        difference: amountOf(difference, row.currency),
        heldAtBank: amountOf(heldAtBank, row.currency),
        bankClosingBalance: bankClosing === null ? null : amountOf(bankClosing, row.currency),
        bankStatementDate: row.bank_statement_date,
        bankDifference: bankClosing === null ? null : amountOf(bankClosing - heldAtBank, row.currency),
      };
    }),
  };
}
