import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { formatAmount, formatDate } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { type Closing, useCloseRequest } from "../api/close-request";
import { useRequests } from "../api/requests-query";
import { CopyLinkButton } from "./copy-link-button";
import { RequestStatusBadge } from "./request-status";

const placeholderRows = ["one", "two"];

/** Requests to the customer (Pay, Decline) and their own (Cancel, Copy link), each with its status. */
export function RequestLists({ userId }: { userId: string }) {
  const { t } = useLingui();
  const requests = useRequests(userId);
  if (requests.isPending) {
    return (
      <div aria-hidden="true" className="space-y-3">
        {placeholderRows.map((row) => (
          <div key={row} className="h-20 animate-pulse rounded-xl bg-ink-200/60" />
        ))}
      </div>
    );
  }
  if (requests.isError) {
    return <ErrorState title={t`We could not load your requests.`} query={requests} />;
  }
  const { incoming, outgoing } = requests.data;
  return (
    <div className="space-y-8">
      <RequestSection
        id="incoming-requests"
        title={t`Requests to you`}
        empty={t`No one has asked you for money yet.`}
        requests={incoming}
        userId={userId}
        side="incoming"
      />
      <RequestSection
        id="outgoing-requests"
        title={t`Your requests`}
        empty={t`You have not asked anyone for money yet.`}
        requests={outgoing}
        userId={userId}
        side="outgoing"
      />
    </div>
  );
}

type Side = "incoming" | "outgoing";

function RequestSection({
  id,
  title,
  empty,
  requests,
  userId,
  side,
}: {
  id: string;
  title: string;
  empty: string;
  requests: MoneyRequest[];
  userId: string;
  side: Side;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 rounded-xl bg-ink-50 p-6 text-center text-ink-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {requests.map((request) => (
            <li key={request.requestId}>
              <RequestRow request={request} userId={userId} side={side} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who is on the other side of a request, as its row names them. */
function useCounterparty(request: MoneyRequest, side: Side): string {
  const { t } = useLingui();
  const requester = request.requester.name;
  const payer = request.payer?.name;
  if (side === "incoming") return t`From ${requester}`;
  if (payer) return t`To ${payer}`;
  return t`Link: any customer can pay`;
}

function RequestRow({ request, userId, side }: { request: MoneyRequest; userId: string; side: Side }) {
  const { t } = useLingui();
  const close = useCloseRequest(userId);
  const counterparty = useCounterparty(request, side);
  const amount = formatAmount(request.amount);
  const asked = formatDate(request.createdAt);
  const until = formatDate(request.expiresAt);
  const what = request.description;

  const onClose = (action: Closing) =>
    close.mutate(
      { requestId: request.requestId, action },
      {
        onSuccess: () => notify.success(action === "decline" ? t`Request declined` : t`Request cancelled`),
      },
    );

  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-ink-900">{what}</p>
        <p className="mt-0.5 text-sm text-ink-600">{counterparty}</p>
        <p className="mt-0.5 text-xs text-ink-600">
          {request.status === "Open" ? (
            <Trans>
              Asked {asked} · open until {until}
            </Trans>
          ) : (
            <Trans>Asked {asked}</Trans>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="figures text-base font-semibold text-ink-900">{amount}</span>
        <RequestStatusBadge status={request.status} />
        {request.youCan.pay && (
          <Link
            to={`/pay/${request.requestId}`}
            aria-label={t`Pay ${amount} for ${what}`}
            className={buttonClass("primary", "sm")}
          >
            <Trans>Pay</Trans>
          </Link>
        )}
        {request.youCan.decline && (
          <button
            type="button"
            disabled={close.isPending}
            onClick={() => onClose("decline")}
            aria-label={t`Decline the request for ${what}`}
            className={buttonClass("outline", "sm")}
          >
            <Trans>Decline</Trans>
          </button>
        )}
        {side === "outgoing" && request.status === "Open" && (
          <CopyLinkButton link={request.link} label={t`Copy the link to the request for ${what}`} />
        )}
        {request.youCan.cancel && (
          <button
            type="button"
            disabled={close.isPending}
            onClick={() => onClose("cancel")}
            aria-label={t`Cancel the request for ${what}`}
            className={buttonClass("ghost", "sm")}
          >
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
