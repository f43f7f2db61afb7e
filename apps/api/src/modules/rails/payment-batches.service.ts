import { randomBytes, randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import { fromMinorUnits } from "@larkspur/shared/money";
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
import type { Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { inEnglish } from "../../lib/i18n";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../backoffice/audit.repo";
import { payOut, receivingAccount, returnPayment } from "../ledger/ledger.service";
import { announce, notify } from "../notifications/notifications.service";
import { transferNotices } from "../transfers/transfer-mails";
import { findUserById } from "../users/users.repo";
import { readBankFile } from "./iso20022-xml";
import { blockIdOf, writePain001 } from "./pain001-files";
import { type PaymentStatus, readStatusReport } from "./pain002-files";
import {
  batchTotals,
  findPaymentBatch,
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
function statusFor(
  report: ReturnType<typeof readStatusReport>,
  messageId: string,
  payment: Transfer,
): PaymentStatus | undefined {
  return (
    report.payments.get(payment.transaction_id) ??
    report.blocks.get(blockIdOf(messageId, payment.currency)) ??
    report.group
  );
}

/**
 * An operator uploads the bank's pain.002 status report for a batch. Each payment it accepts leaves settlement for
 * the partner bank; each it rejects is Cancelled and refunded from settlement in one `return` entry, and its customer
 * is told "Returned by the receiving bank: <reason>". Payments decided before, or that the report leaves pending, do
 * not change, so the same report uploaded twice changes nothing. A report for another batch, or naming a payment not
 * in this one, changes nothing and answers 400. Once every payment is decided the batch is Acknowledged. Audited.
 */
export async function applyStatusReport(
  ctx: AppContext,
  operator: User,
  id: string,
  xml: string,
  ip: string,
): Promise<StatusReportResult> {
  const report = readBankFile(() => readStatusReport(xml));
  if (!isUuid(id)) throw noSuchBatch();
  const outcome = await retryingTrx(ctx.db, async (trx) => {
    const batch = await lockPaymentBatch(trx, id);
    if (!batch) throw noSuchBatch();
    if (report.originalMessageId !== batch.message_id) {
      throw new AppError("validation_error", {
        id: "error.statusReportOtherBatch",
        values: { original: report.originalMessageId, messageId: batch.message_id },
      });
    }
    const payments = await lockPaymentsOfBatch(trx, id);
    const inBatch = new Set(payments.map((payment) => payment.transaction_id));
    const stranger = [...report.payments.keys()].find((endToEndId) => !inBatch.has(endToEndId));
    if (stranger !== undefined) {
      throw new AppError("validation_error", {
        id: "error.statusReportUnknownPayment",
        values: { endToEndId: stranger },
      });
    }
    const now = ctx.clock.now();
    const counts = { accepted: 0, rejected: 0, waiting: 0 };
    const told: string[] = [];
    for (const payment of payments) {
      if (payment.payout_status !== "Sent") continue;
      const status = statusFor(report, batch.message_id, payment);
      if (status?.outcome === "Accepted" && (await markAccepted(trx, payment.id, now))) {
        await payOut(trx, { transferId: payment.id, currency: payment.currency, amount: payment.amount });
        counts.accepted++;
      } else if (status?.outcome === "Rejected") {
        await returnToCustomer(trx, ctx, payment, status.reason ?? "", now);
        told.push(payment.user_id);
        counts.rejected++;
      } else {
        counts.waiting++;
      }
    }
    if (counts.waiting === 0 && batch.status === "Open") await markAcknowledged(trx, id, now);
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "payment-batch.status",
      subjectType: "payment-batch",
      subjectId: batch.message_id,
      after: { statusReport: report.messageId, ...counts },
      ip,
    });
    return { counts, told };
  });
  announce(ctx, outcome.told);
  return { ...outcome.counts, batch: await paymentBatch(ctx, id) };
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
): Promise<void> {
  const returned = await markReturned(trx, payment.id, {
    bankReason,
    cancelReason: inEnglish({ id: "transfer.returnedByBank", values: { reason: bankReason } }),
    now,
  });
  const owner = await findUserById(trx, payment.user_id);
  if (!returned || !owner) throw new Error(`Payment ${payment.transaction_id} could not be returned`);
  await receivingAccount(trx, owner.id, returned.currency);
  await returnPayment(trx, {
    transferId: returned.id,
    accountId: returned.account_id,
    amount: returned.amount,
  });
  await notify(trx, ctx, [transferNotices.returned(owner, returned, bankReason)]);
}

/**
 * Per currency, the settlement account's balance against what should be in it: the approved payments waiting for a
 * batch and those in batches the bank has not answered. Any difference is something to look into.
 */
export async function reconciliation(ctx: AppContext): Promise<ReconciliationView> {
  const rows = await reconciliationFigures(ctx.db);
  return {
    items: rows.map((row) => {
      const difference = BigInt(row.balance) - BigInt(row.waiting_amount) - BigInt(row.sent_amount);
      return {
        currency: row.currency as Currency,
        settlementBalance: amountOf(row.balance, row.currency),
        waiting: { count: Number(row.waiting_count), amount: amountOf(row.waiting_amount, row.currency) },
        inBatches: { count: Number(row.sent_count), amount: amountOf(row.sent_amount, row.currency) },
        difference: amountOf(difference, row.currency),
      };
    }),
  };
}
