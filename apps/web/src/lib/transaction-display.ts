import type { TransactionItem, TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { msg, t } from "@lingui/core/macro";
import { formatSignedAmount } from "./format";
import { i18n } from "./i18n";

/**
 * How a history row reads: money in is a received payment; money out a payment to another customer ("Sent to
 * Grace H."), or else a transfer to a bank account.
 */
export function transactionTitle(transaction: TransactionItem): string {
  if (transaction.type === "Deposit") return t`Payment Received`;
  const payee = transaction.transferOption === "Larkspur" ? transaction.counterparty?.name : undefined;
  return payee ? t`Sent to ${payee}` : t`Transfer to Bank account`;
}

/** Who a received payment came from, when another customer sent it ("From Ada L."). */
export function transactionSource(transaction: TransactionItem): string | null {
  const payer = transaction.type === "Deposit" ? transaction.counterparty?.name : undefined;
  return payer ? t`From ${payer}` : null;
}

export function transactionAmount(transaction: TransactionItem): string {
  return formatSignedAmount(transaction.amount, transaction.type === "Deposit" ? "in" : "out");
}

const statusLabels = {
  Unconfirmed: msg`Unconfirmed`,
  Pending: msg`Pending`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
} as const;

/** A transaction's status in the reader's language ("Pending" in English). */
export function statusLabel(status: TransactionStatus): string {
  return i18n._(statusLabels[status]);
}

/** A customer may still withdraw a request nobody has acted on. */
export function isCancellable(status: TransactionStatus): boolean {
  return status === "Unconfirmed" || status === "Pending";
}
