import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TransactionDetailsModal } from "../../../components/transaction-details-modal";
import { ApiError } from "../../../lib/api-error";
import { downloadFile } from "../../../lib/download-file";
import { useCurrentUser } from "../../../lib/session-store";
import { toastError } from "../../../lib/toast";
import {
  activeFilters,
  filterNames,
  type TransactionFilters,
  useTransactions,
} from "../../../lib/transactions-query";
import { TransactionFiltersForm } from "./transaction-filters";
import { TransactionsTable, TransactionsTableSkeleton } from "./transactions-table";

/** How many pages of history a transaction's address reads to find it. */
const seekPages = 5;

export function TransactionsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const userId = user?._id ?? "";
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = activeFilters(
    Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? undefined])),
  );
  const filtered = Object.keys(filters).length > 0;
  const transactions = useTransactions(userId, { filters });
  const [exporting, setExporting] = useState(false);
  const applyFilters = (chosen: TransactionFilters) => setSearchParams(activeFilters(chosen));
  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams(filters).toString();
      await downloadFile(
        `/api/transaction/${encodeURIComponent(userId)}/export.csv${query ? `?${query}` : ""}`,
        "larkspur-transactions.csv",
      );
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };
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
      <div className="mb-6 flex flex-wrap items-center justify-end gap-3">
        <Link to="/statements" className={buttonClass("ghost")}>
          <FileText className="size-4" aria-hidden="true" />
          <Trans>Statements</Trans>
        </Link>
        <button type="button" onClick={exportCsv} disabled={exporting} className={buttonClass("outline")}>
          {exporting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {exporting ? <Trans>Preparing CSV...</Trans> : <Trans>Download CSV</Trans>}
        </button>
      </div>
      <div className="mb-6">
        <TransactionFiltersForm filters={filters} onChange={applyFilters} />
      </div>
      {transactions.isPending ? (
        <TransactionsTableSkeleton />
      ) : transactions.isError && all.length === 0 ? (
        <ErrorState
          title={t`We could not load your transactions.`}
          message={transactions.error instanceof ApiError ? transactions.error.message : undefined}
          query={transactions}
        />
      ) : all.length === 0 && filtered ? (
        <div className="rounded-2xl border border-ink-200 bg-white p-10 text-center text-ink-600">
          <p role="status">
            <Trans>No transactions match your search.</Trans>
          </p>
          <button type="button" onClick={() => applyFilters({})} className={`${buttonClass("outline")} mt-4`}>
            <Trans>Clear filters</Trans>
          </button>
        </div>
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
          if (transactionId)
            void navigate({ pathname: "/transactions", search: searchParams.toString() }, { replace: true });
        }}
      />
    </AccountPage>
  );
}
