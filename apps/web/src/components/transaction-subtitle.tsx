import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react";
import { transactionSource, transactionTitle } from "../lib/transaction-display";

/**
 * The line under a history row's description: what kind of movement it was ("Sent to Grace H.", "Transfer to Bank
 * account", "Payment Received") and, for a payment from another customer, who sent it ("From Ada L.").
 */
export function TransactionSubtitle({ transaction }: { transaction: TransactionItem }) {
  useLingui(); // re-renders in a newly chosen language
  const source = transactionSource(transaction);
  return (
    <>
      {transactionTitle(transaction)}
      {source && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{source}</span>
        </>
      )}
    </>
  );
}
