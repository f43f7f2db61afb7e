import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { TableHead } from "../../../components/table-head";
import { TransactionAmount } from "../../../components/transaction-amount";
import { StatusBadge } from "../../../components/transaction-status";
import { TransactionSubtitle } from "../../../components/transaction-subtitle";
import { formatDayMonthParts } from "../../../lib/format";

/**
 * The history as a real table (Date, Description, Status, Amount). The description is a button stretched over
 * its row, so a click anywhere on the row opens the details and keyboard users reach each row with Tab.
 */
export function TransactionsTable({
  transactions,
  onOpen,
}: {
  transactions: TransactionItem[];
  onOpen: (transactionId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
      <table className="w-full sm:min-w-[36rem]">
        {/* On a phone the status goes under the description, so the amount stays in view. */}
        <TableHead
          className="sm:px-6"
          columns={[
            t`Date`,
            t`Description`,
            { label: t`Status`, className: "hidden sm:table-cell" },
            { label: t`Amount`, className: "text-right" },
          ]}
        />
        <tbody className="divide-y divide-ink-100">
          {transactions.map((transaction) => (
            <tr key={transaction._id} className="relative hover:bg-ink-50">
              <td className="px-4 py-4 sm:px-6">
                <time
                  dateTime={transaction.dateTime}
                  className="figures text-sm whitespace-nowrap text-ink-900"
                >
                  {formatDayMonthParts(transaction.dateTime).map((part, index) =>
                    part.day ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one date never reorder
                      <span key={index} className="font-semibold">
                        {part.text}
                      </span>
                    ) : (
                      part.text
                    ),
                  )}
                </time>
              </td>
              <td className="px-4 py-4 sm:px-6">
                <button
                  type="button"
                  onClick={() => onOpen(transaction.transactionId)}
                  className="text-left after:absolute after:inset-0 after:content-['']"
                >
                  <span className="block font-medium text-ink-900">{transaction.description}</span>
                  <span className="block text-sm text-ink-600">
                    <TransactionSubtitle transaction={transaction} />
                  </span>
                  <span className="mt-1 block sm:hidden">
                    <StatusBadge status={transaction.status} />
                  </span>
                </button>
              </td>
              <td className="hidden px-4 py-4 sm:table-cell sm:px-6">
                <StatusBadge status={transaction.status} />
              </td>
              <td className="figures px-4 py-4 text-right font-semibold whitespace-nowrap sm:px-6">
                <TransactionAmount transaction={transaction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TransactionsTableSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-ink-200 bg-white p-6">
      <span className="sr-only">
        <Trans>Loading your transactions</Trans>
      </span>
      <div className="space-y-4" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="h-10 animate-pulse rounded-lg bg-ink-100" />
        ))}
      </div>
    </div>
  );
}
