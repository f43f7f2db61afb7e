import type { ReviewItem } from "@larkspur/shared/schemas/admin";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { ApiError } from "../../../lib/api-client";
import { formatAmount } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { useRejectTransfer } from "../api/reject-transfer";
import { reviewQueuePageSize, useReviewQueue } from "../api/review-queue";
import { pageParam } from "../page-param";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { Pager } from "./pager";
import { ReasonDialog } from "./reason-dialog";
import { ReviewItemCard } from "./review-item-card";

/** The operators' inbox: pending transfers, oldest first, each approved or rejected with a reason. */
export function ReviewQueuePage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const queue = useReviewQueue(page);
  const reject = useRejectTransfer();
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // Deciding the last transfers of a later page leaves it empty: show the page before it instead.
  const emptiedPage = queue.data !== undefined && queue.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setParams(page > 2 ? { page: String(page - 1) } : {});
  }, [emptiedPage, page, setParams]);

  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { transactionId: rejecting.transactionId, reason },
      {
        onSuccess: () => {
          notify.success("Transfer rejected. The held amount is available to the customer again.");
          setRejecting(null);
        },
        // Decided by someone else meanwhile: the toast says so and the refreshed queue no longer shows it.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRejecting(null);
        },
      },
    );
  };

  return (
    <BackofficePage
      title="Review queue"
      lead="Transfers customers have confirmed, oldest first. Approving sends the money; rejecting releases the hold."
    >
      {queue.isPending ? (
        <ListSkeleton label="Loading the review queue" rows={3} rowClass="h-40" />
      ) : queue.isError && !queue.data ? (
        <ErrorState
          title="We could not load the review queue."
          onRetry={() => queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.total === 0 ? (
        <EmptyState Icon={Inbox} title="No transfers waiting for review">
          New requests appear here as soon as customers confirm them with their code.
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-600" aria-live="polite">
            {queue.data.total === 1 ? "1 transfer waiting" : `${queue.data.total} transfers waiting`}
          </p>
          <ul
            aria-busy={queue.isPlaceholderData}
            className={`space-y-4 ${queue.isPlaceholderData ? "opacity-60" : ""}`}
          >
            {queue.data.items.map((item) => (
              <li key={item.transactionId}>
                <ReviewItemCard item={item} onReject={setRejecting} />
              </li>
            ))}
          </ul>
          <Pager
            label="Review queue pages"
            page={page}
            pageSize={reviewQueuePageSize}
            total={queue.data.total}
            onPage={setPage}
          />
        </>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Reject transfer"
        description={
          rejecting &&
          `${formatAmount(rejecting.amount)} from ${rejecting.customer.firstName} ${rejecting.customer.lastName} to ${
            rejecting.bankDetails?.accountName ?? "the payee"
          } will be cancelled and the held amount released. The customer sees the transfer as Cancelled.`
        }
        confirmLabel="Reject transfer"
        busyLabel="Rejecting..."
        busy={reject.isPending}
        tone="danger"
        onConfirm={onReject}
      />
    </BackofficePage>
  );
}
