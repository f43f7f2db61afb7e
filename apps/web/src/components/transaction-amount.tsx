import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react";
import { conversionGain, transactionAmount } from "../lib/transaction-display";

/**
 * A history row's signed amount in its own currency, money in coloured as such. A conversion shows both sides,
 * what it took and what it gave ("- $100.00", "+ €91.55"), one under the other.
 */
export function TransactionAmount({ transaction }: { transaction: TransactionItem }) {
  useLingui(); // re-renders in a newly chosen language
  const gain = conversionGain(transaction);
  const incoming = transaction.type === "Deposit";
  return (
    <>
      <span className={`block ${incoming ? "text-positive-600" : "text-ink-900"}`}>
        {transactionAmount(transaction)}
      </span>
      {gain && <span className="block text-positive-600">{gain}</span>}
    </>
  );
}
