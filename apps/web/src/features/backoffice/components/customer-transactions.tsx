import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { ReceiptText } from "lucide-react";
import { TableHead } from "../../../components/table-head";
import { StatusBadge } from "../../../components/transaction-status";
import { formatDateTime, formatSignedAmount } from "../../../lib/format";
import { EmptyState } from "./empty-state";

/** The customer's latest transactions as staff need them: every status, payee and id at a glance. */
export function CustomerTransactions({ transactions }: { transactions: TransactionItem[] }) {
  if (transactions.length === 0) {
    return <EmptyState Icon={ReceiptText} title="No transactions yet" />;
  }
  return (
    // No minimum width: this table holds nothing to focus, so it must fit without a scrolling region.
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <table className="w-full">
        <caption className="sr-only">Latest transactions, newest first</caption>
        <TableHead
          columns={["Date", "Description", "Status", { label: "Amount", className: "text-right" }]}
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
                    {incoming
                      ? "Deposit"
                      : `${transaction.transferOption ?? ""} transfer to ${transaction.bankDetails?.accountName ?? "a bank account"}`}
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
