import type { ReviewItem } from "@larkspur/shared/schemas/admin";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { ApiError } from "../../../lib/api-error";
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
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const queue = useReviewQueue(page);
  const waiting = queue.data?.total ?? 0;
  const reject = useRejectTransfer();
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  // What rejecting a transfer does, for the confirmation.
  const rejectionText = (item: ReviewItem) => {
    const amount = formatAmount(item.amount);
    const customer = `${item.customer.firstName} ${item.customer.lastName}`;
    const payee = item.bankDetails?.accountName;
    return payee
      ? t`${amount} from ${customer} to ${payee} will be cancelled and the held amount released. The customer sees the transfer as Cancelled.`
      : t`${amount} from ${customer} to the payee will be cancelled and the held amount released. The customer sees the transfer as Cancelled.`;
  };

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
          notify.success(t`Transfer rejected. The held amount is available to the customer again.`);
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
      title={t`Review queue`}
      lead={t`Transfers customers have confirmed, oldest first. Approving sends the money; rejecting releases the hold.`}
    >
      {queue.isPending ? (
        <ListSkeleton label={t`Loading the review queue`} rows={3} rowClass="h-40" />
      ) : queue.isError && !queue.data ? (
        <ErrorState title={t`We could not load the review queue.`} query={queue} />
      ) : queue.data.total === 0 ? (
        <EmptyState Icon={Inbox} title={t`No transfers waiting for review`}>
          <Trans>New requests appear here as soon as customers confirm them with their code.</Trans>
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-600" aria-live="polite">
            {plural(waiting, { one: "# transfer waiting", other: "# transfers waiting" })}
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
            label={t`Review queue pages`}
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
        title={t`Reject transfer`}
        description={rejecting && rejectionText(rejecting)}
        confirmLabel={t`Reject transfer`}
        busyLabel={t`Rejecting...`}
        busy={reject.isPending}
        tone="danger"
        onConfirm={onReject}
      />
    </BackofficePage>
  );
}
