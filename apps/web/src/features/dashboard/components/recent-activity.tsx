import { limits } from "@larkspur/shared/limits";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { TransactionAmount } from "../../../components/transaction-amount";
import { StatusIcon } from "../../../components/transaction-status";
import { TransactionSubtitle } from "../../../components/transaction-subtitle";
import { formatDayMonth } from "../../../lib/format";
import { isNeverConfirmed } from "../../../lib/transaction-display";
import type { useTransactions } from "../../../lib/transactions-query";
import { useTimeAfter } from "../../../lib/use-time-after";

// The details dialog brings the code form (zod and the form library) and the country names, which the dashboard's
// first paint does not need: its code is fetched once a pointer or the focus reaches a row that opens it.
const loadDetailsModal = () => import("../../../components/transaction-details-modal");
const TransactionDetailsModal = lazy(async () => ({
  default: (await loadDetailsModal()).TransactionDetailsModal,
}));

const placeholderRows = Array.from({ length: limits.recentActivityRows }, (_, row) => `row-${row}`);

/** The latest transactions; `transactions` is null while the dashboard's loader is up, which shows placeholder rows. */
export function RecentActivity({
  userId,
  transactions,
}: {
  userId: string;
  transactions: ReturnType<typeof useTransactions> | null;
}) {
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Once opened, the dialog stays mounted, closed, as it always was before: Radix then returns the focus as usual.
  const [detailsWanted, setDetailsWanted] = useState(false);
  const all = transactions?.data?.pages.flatMap((page) => page.items) ?? [];
  const now = useTimeAfter(all.map((item) => item.codeExpiresAt));
  // A transfer or payment whose code was never entered moved nothing: it leaves the dashboard once it cannot be.
  const latest = all.filter((item) => !isNeverConfirmed(item, now)).slice(0, limits.recentActivityRows);
  const selected = all.find((item) => item.transactionId === selectedId) ?? null;

  return (
    <section aria-labelledby="activity-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="activity-title" className="text-lg font-semibold text-ink-900">
          <Trans>Recent Activity</Trans>
        </h2>
        {latest.length > 0 && (
          <Link
            to="/transactions"
            className="inline-flex items-center gap-1 text-sm font-semibold text-ink-900 underline-offset-4 hover:underline"
          >
            <Trans>View all</Trans>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="mt-4">
        {!transactions ? (
          <div aria-hidden="true" className="space-y-2">
            {placeholderRows.map((row) => (
              <div key={row} className="h-16 animate-pulse rounded-xl bg-ink-200/60" />
            ))}
          </div>
        ) : transactions.isError ? (
          <ErrorState title={t`We could not load your recent activity.`} query={transactions} />
        ) : latest.length === 0 ? (
          <p className="rounded-xl bg-ink-50 p-6 text-center text-ink-600">
            <Trans>No transactions yet</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {latest.map((transaction) => (
              <li key={transaction._id}>
                <ActivityRow
                  transaction={transaction}
                  onOpen={() => {
                    setDetailsWanted(true);
                    setSelectedId(transaction.transactionId);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {detailsWanted && (
        <Suspense fallback={null}>
          <TransactionDetailsModal
            transaction={selected}
            userId={userId}
            onClose={() => setSelectedId(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function ActivityRow({ transaction, onOpen }: { transaction: TransactionItem; onOpen: () => void }) {
  const { day, month } = formatDayMonth(transaction.dateTime);
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={loadDetailsModal}
      onFocus={loadDetailsModal}
      className="-mx-3 flex w-[calc(100%+1.5rem)] items-center gap-4 rounded-xl px-3 py-3 text-left hover:bg-ink-50"
    >
      <time
        dateTime={transaction.dateTime}
        className="grid size-12 shrink-0 place-content-center rounded-xl bg-ink-100 text-center leading-tight"
      >
        <span className="figures block text-lg font-semibold text-ink-900">{day}</span>
        <span className="block text-xs text-ink-600 uppercase">{month}</span>
      </time>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink-900">{transaction.description}</span>
        <span className="block truncate text-sm text-ink-600">
          <TransactionSubtitle transaction={transaction} />
        </span>
      </span>
      <StatusIcon status={transaction.status} />
      <span className="figures w-28 text-right font-semibold">
        <TransactionAmount transaction={transaction} />
      </span>
    </button>
  );
}
