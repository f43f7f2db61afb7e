import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { ErrorState, type RetryQuery } from "../../../components/error-state";
import { ApiError } from "../../../lib/api-error";
import { useCurrentUserQuery } from "../../../lib/current-user-query";
import { formatAmount, formatDate, formatDateTime } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useCloseRequest } from "../api/close-request";
import { useRequest } from "../api/request-query";
import { CopyLinkButton } from "./copy-link-button";
import { PayActions, PaySuccess } from "./pay-actions";
import { RequestStatusBadge } from "./request-status";

/** /pay/<requestId>: who asks how much for what, and paying it with the e-mailed code. */
export function PayRequestPage() {
  const { t } = useLingui();
  const { requestId = "" } = useParams();
  const user = useCurrentUser();
  // The balance decides whether the payment may start, so it is read fresh.
  useCurrentUserQuery();
  const request = useRequest(user?._id ?? "", requestId);
  if (!user) return null;
  return (
    <AccountPage title={t`Pay a request`}>
      <div className="mx-auto max-w-xl">
        {request.isPending ? (
          <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-ink-200/60" />
        ) : request.isError ? (
          <RequestProblem error={request.error} query={request} />
        ) : (
          <RequestCard request={request.data} user={user} />
        )}
      </div>
    </AccountPage>
  );
}

function RequestProblem({ error, query }: { error: Error; query: RetryQuery }) {
  const { t } = useLingui();
  if (!(error instanceof ApiError) || error.status >= 500) {
    return <ErrorState title={t`We could not load this request.`} query={query} />;
  }
  return (
    <div role="alert" className="rounded-2xl border border-ink-200 bg-white p-8 text-center">
      <CircleAlert className="mx-auto size-8 text-negative-600" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink-900">
        {error.status === 403 ? (
          <Trans>This request is not for you</Trans>
        ) : (
          <Trans>We could not find this request</Trans>
        )}
      </p>
      <p className="mt-1 text-sm text-ink-600">{error.message}</p>
      <Link to="/request-money" className={`${buttonClass("outline", "sm")} mt-5`}>
        <Trans>Go to your requests</Trans>
      </Link>
    </div>
  );
}

function RequestCard({ request, user }: { request: MoneyRequest; user: CurrentUser }) {
  const { t } = useLingui();
  const requester = request.requester.name;
  const isMine = request.requester.accountNumber === user.accountNumber;
  return (
    <section
      aria-labelledby="request-title"
      className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8"
    >
      <div className="text-center">
        <p id="request-title" className="text-sm text-ink-600">
          {isMine ? <Trans>You request</Trans> : <Trans>{requester} requests</Trans>}
        </p>
        <p className="figures mt-1 text-4xl font-semibold tracking-tight text-ink-900">
          {formatAmount(request.amount)}
        </p>
        <p className="mt-2 text-ink-900 wrap-anywhere">{request.description}</p>
        <div className="mt-3">
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      <dl className="mt-6 divide-y divide-ink-100">
        <DetailRow label={t`From`}>{requester}</DetailRow>
        <DetailRow label={t`Account Number`}>
          <span className="figures">{request.requester.accountNumber}</span>
        </DetailRow>
        {request.payer && <DetailRow label={t`Asked of`}>{request.payer.name}</DetailRow>}
        <DetailRow label={t`Asked on`}>{formatDate(request.createdAt)}</DetailRow>
        <DetailRow label={request.status === "Expired" ? t`Expired on` : t`Open until`}>
          {formatDateTime(request.expiresAt)}
        </DetailRow>
        {request.transactionId && (
          <DetailRow label={t`Transaction ID`}>
            <span className="figures">#{request.transactionId}</span>
          </DetailRow>
        )}
      </dl>
      <div className="mt-6 border-t border-ink-100 pt-6">
        <RequestActions request={request} user={user} isMine={isMine} />
      </div>
    </section>
  );
}

function RequestActions({
  request,
  user,
  isMine,
}: {
  request: MoneyRequest;
  user: CurrentUser;
  isMine: boolean;
}) {
  const { t } = useLingui();
  const close = useCloseRequest(user._id);
  const [paidNow, setPaidNow] = useState(false);
  const onClose = (action: "decline" | "cancel") =>
    close.mutate(
      { requestId: request.requestId, action },
      { onSuccess: () => notify.success(action === "decline" ? t`Request declined` : t`Request cancelled`) },
    );

  if (paidNow) return <PaySuccess request={request} />;
  if (request.status !== "Open") return <ClosedNotice request={request} />;
  if (isMine) {
    return (
      <div className="text-center">
        <p className="text-sm text-ink-600">
          <Trans>This is your request. Share its link with whoever should pay it.</Trans>
        </p>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <CopyLinkButton link={request.link} variant="primary" size="md" />
          {request.youCan.cancel && (
            <button
              type="button"
              disabled={close.isPending}
              onClick={() => onClose("cancel")}
              className={buttonClass("outline", "md")}
            >
              <Trans>Cancel request</Trans>
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {request.youCan.pay &&
        (user.transferDisabled ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-negative-600">
            {text("accountOnHold")}
          </p>
        ) : (
          <PayActions request={request} user={user} onPaid={() => setPaidNow(true)} />
        ))}
      {request.youCan.decline && (
        <button
          type="button"
          disabled={close.isPending}
          onClick={() => onClose("decline")}
          className={`${buttonClass("ghost", "md")} w-full`}
        >
          <Trans>Decline</Trans>
        </button>
      )}
    </div>
  );
}

/** Why a request can no longer be paid. */
function ClosedNotice({ request }: { request: MoneyRequest }) {
  const closed = request.closedAt ? formatDate(request.closedAt) : "";
  const payer = request.payer?.name ?? "";
  const requester = request.requester.name;
  const notices = {
    Paid: (
      <Trans>
        {payer} paid this request on {closed}.
      </Trans>
    ),
    Declined: (
      <Trans>
        {payer} declined this request on {closed}.
      </Trans>
    ),
    Cancelled: (
      <Trans>
        {requester} cancelled this request on {closed}.
      </Trans>
    ),
    Expired: <Trans>This request expired before it was paid. Nothing more can be done with it.</Trans>,
  };
  if (request.status === "Open") return null;
  return (
    <p role="status" className="rounded-lg bg-ink-50 p-4 text-center text-sm text-ink-900">
      {notices[request.status]}
    </p>
  );
}
