import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react";
import { isMoneyIn, transactionAmount } from "../lib/transaction-display";

/** A history row's signed amount in its own currency, money in coloured as such. */
export function TransactionAmount({ transaction }: { transaction: TransactionItem }) {
  useLingui(); // re-renders in a newly chosen language
  return (
    <span className={`block ${isMoneyIn(transaction) ? "text-positive-600" : "text-ink-900"}`}>
      {transactionAmount(transaction)}
    </span>
  );
}
