import type { TransactionItem, TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { msg, t } from "@lingui/core/macro";
import { formatSignedAmount } from "./format";
import { i18n } from "./i18n";

/** How a history row reads: money in is a received payment, anything else a transfer out. */
export function transactionTitle(transaction: TransactionItem): string {
  return transaction.type === "Deposit" ? t`Payment Received` : t`Transfer to Bank account`;
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
