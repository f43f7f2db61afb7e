import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { ReceiptText } from "lucide-react";
import { TableHead } from "../../../components/table-head";
import { StatusBadge } from "../../../components/transaction-status";
import { formatDateTime, formatSignedAmount } from "../../../lib/format";
import { isCardMovement } from "../../../lib/transaction-display";
import { EmptyState } from "./empty-state";

/** "Local transfer to Ada Lovelace": how the money left for a bank, and to whom when the payee is known. */
function bankTransferLabel({ transferOption, bankDetails }: TransactionItem): string {
  const payee = bankDetails?.accountName;
  switch (transferOption) {
    case "Local":
      return payee ? t`Local transfer to ${payee}` : t`Local transfer to a bank account`;
    case "International":
      return payee ? t`International transfer to ${payee}` : t`International transfer to a bank account`;
    default:
      return t`Transfer to a bank account`;
  }
}

/**
 * What kind of row it is, as staff tell them apart: a conversion; a payment between customers ("Payment from Boris
 * P.", "Payment to Boris P."); a card purchase or refund; money from a bank ("Bank transfer from …") or put in by
 * staff ("Deposit"); or a transfer to a bank account.
 */
export function rowKindLabel(transaction: TransactionItem): string {
  if (transaction.type === "Conversion" || transaction.conversion) return t`Conversion`;
  if (isCardMovement(transaction)) return transaction.type === "Deposit" ? t`Card refund` : t`Card purchase`;
  const other = transaction.counterparty?.name;
  const betweenCustomers = transaction.transferOption === "Larkspur";
  if (transaction.type === "Deposit") {
    if (other && betweenCustomers) return t`Payment from ${other}`;
    return other ? t`Bank transfer from ${other}` : t`Deposit`;
  }
  if (betweenCustomers) return other ? t`Payment to ${other}` : t`Payment to a customer`;
  return bankTransferLabel(transaction);
}

/** The customer's latest transactions as staff need them: every status, payee and id at a glance. */
export function CustomerTransactions({ transactions }: { transactions: TransactionItem[] }) {
  useLingui(); // re-renders in a newly chosen language
  if (transactions.length === 0) {
    return <EmptyState Icon={ReceiptText} title={t`No transactions yet`} />;
  }
  return (
    // No minimum width: this table holds nothing to focus, so it must fit without a scrolling region.
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <table className="w-full">
        <caption className="sr-only">
          <Trans>Latest transactions, newest first</Trans>
        </caption>
        <TableHead
          columns={[t`Date`, t`Description`, t`Status`, { label: t`Amount`, className: "text-right" }]}
        />
        <tbody className="divide-y divide-ink-100">
          {transactions.map((transaction) => {
            const incoming = transaction.type === "Deposit";
            return (
              <tr key={transaction._id}>
                <td className="px-4 py-3 text-sm text-ink-600">
                  <time dateTime={transaction.dateTime}>{formatDateTime(transaction.dateTime)}</time>
                </td>
                <td className="px-4 py-3">
                  <span className="block text-sm font-medium break-words text-ink-900">
                    {transaction.description}
                  </span>
                  <span className="block text-sm break-all text-ink-600">
                    {rowKindLabel(transaction)}
                    <span className="figures"> · #{transaction.transactionId}</span>
                  </span>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={transaction.status} />
                </td>
                <td
                  className={`figures px-4 py-3 text-right font-semibold whitespace-nowrap ${
                    incoming ? "text-positive-600" : "text-ink-900"
                  }`}
                >
                  {formatSignedAmount(transaction.amount, incoming ? "in" : "out")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
