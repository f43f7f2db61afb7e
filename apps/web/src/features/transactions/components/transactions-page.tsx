import { Trans, useLingui } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TransactionDetailsModal } from "../../../components/transaction-details-modal";
import { useCurrentUser } from "../../../lib/session-store";
import { useTransactions } from "../../../lib/transactions-query";
import { TransactionsTable, TransactionsTableSkeleton } from "./transactions-table";

/** How many pages of history a transaction's address reads to find it. */
const seekPages = 5;

export function TransactionsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const userId = user?._id ?? "";
  const transactions = useTransactions(userId);
  const { transactionId } = useParams();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useEffect(() => setSelectedId(transactionId ?? null), [transactionId]);
  const all = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  const selected = all.find((item) => item.transactionId === selectedId) ?? null;
  // A transaction's address opens its details: read further back for it, a few pages at most.
  const pagesRead = transactions.data?.pages.length ?? 0;
  const seekMore =
    selectedId !== null && selected === null && transactions.hasNextPage && pagesRead < seekPages;
  const { fetchNextPage, isFetching } = transactions;
  useEffect(() => {
    if (seekMore && !isFetching) void fetchNextPage();
  }, [seekMore, isFetching, fetchNextPage]);

  return (
    <AccountPage
      title={t`All Transactions`}
      lead={t`Every payment in and out of your account, newest first.`}
    >
      {transactions.isPending ? (
        <TransactionsTableSkeleton />
      ) : transactions.isError && all.length === 0 ? (
        <ErrorState
          title={t`We could not load your transactions.`}
          onRetry={() => transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : all.length === 0 ? (
        <p className="rounded-2xl border border-ink-200 bg-white p-10 text-center text-ink-600">
          <Trans>No transactions yet</Trans>
        </p>
      ) : (
        <>
          <TransactionsTable transactions={all} onOpen={setSelectedId} />
          <div className="mt-6 flex flex-col items-center gap-3">
            {transactions.isFetchNextPageError && (
              <p role="alert" className="text-sm font-medium text-negative-600">
                <Trans>We could not load more transactions. Please try again.</Trans>
              </p>
            )}
            {transactions.hasNextPage && (
              <button
                type="button"
                onClick={() => transactions.fetchNextPage()}
                disabled={transactions.isFetchingNextPage}
                className={buttonClass("outline")}
              >
                {transactions.isFetchingNextPage && (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                )}
                {transactions.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
              </button>
            )}
          </div>
        </>
      )}
      <TransactionDetailsModal
        transaction={selected}
        userId={userId}
        onClose={() => {
          setSelectedId(null);
          if (transactionId) void navigate("/transactions", { replace: true });
        }}
      />
    </AccountPage>
  );
}
