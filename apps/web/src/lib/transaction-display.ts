import type { TransactionItem, TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { formatSignedAmount } from "./format";

/** How a history row reads: money in is a received payment, anything else a transfer out. */
export function transactionTitle(transaction: TransactionItem): string {
  return transaction.type === "Deposit" ? "Payment Received" : "Transfer to Bank account";
}

export function transactionAmount(transaction: TransactionItem): string {
  return formatSignedAmount(transaction.amount, transaction.type === "Deposit" ? "in" : "out");
}

/** A customer may still withdraw a request nobody has acted on. */
export function isCancellable(status: TransactionStatus): boolean {
  return status === "Unconfirmed" || status === "Pending";
}
