import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Plus } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { formatAmount, formatDate } from "../../../lib/format";
import { CopyLinkButton } from "./copy-link-button";

/** What a new request says: who was asked (or the link to share), how much, until when. */
export function RequestCreated({ request, onAgain }: { request: MoneyRequest; onAgain: () => void }) {
  const { t } = useLingui();
  const amount = formatAmount(request.amount);
  const until = formatDate(request.expiresAt);
  const payer = request.payer?.name;
  return (
    <div role="status" className="py-2 text-center">
      <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold tracking-tight text-ink-900">
        {payer ? <Trans>Request sent to {payer}</Trans> : <Trans>Your link is ready</Trans>}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-ink-600">
        {payer ? (
          <Trans>
            We e-mailed {payer} your request for <strong className="figures text-ink-900">{amount}</strong>.
            It stays open until {until}.
          </Trans>
        ) : (
          <Trans>
            Share this link. The first Larkspur customer to pay{" "}
            <strong className="figures text-ink-900">{amount}</strong> through it settles the request. It
            stays open until {until}.
          </Trans>
        )}
      </p>
      <div className="mx-auto mt-5 flex max-w-lg flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={request.link}
          aria-label={t`Link to this request`}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-ink-300 bg-ink-50 px-3 text-sm text-ink-900"
        />
        <CopyLinkButton link={request.link} variant="primary" size="md" />
      </div>
      <button type="button" onClick={onAgain} className={`${buttonClass("ghost", "md")} mt-4`}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Make another request</Trans>
      </button>
    </div>
  );
}
