import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react";
import { isMoneyIn, isUnconfirmed, transactionAmount } from "../lib/transaction-display";

/** A history row's signed amount in its own currency, money in coloured as such, money that never moved muted. */
export function TransactionAmount({ transaction }: { transaction: TransactionItem }) {
  useLingui(); // re-renders in a newly chosen language
  return <span className={`block ${toneOf(transaction)}`}>{transactionAmount(transaction)}</span>;
}

function toneOf(transaction: TransactionItem): string {
  if (isUnconfirmed(transaction)) return "text-ink-600";
  return isMoneyIn(transaction) ? "text-positive-600" : "text-ink-900";
}
