import type { CardDetails, CardView } from "@larkspur/shared/schemas/cards";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { ApiError } from "../../../lib/api-error";
import { errorMessage, notify } from "../../../lib/toast";
import { useSecondsLeft } from "../../../lib/use-seconds-left";
import { useCardDetails } from "../api/card-details";
import { expiryText } from "./card-face";

/** How long the full number stays on screen before it hides itself. */
export const detailsShownSeconds = 30;

/** "4242 4242 4242 4242": the number in groups of four, as it is printed and read out. */
export const groupedPan = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * Asks the API for the card's number, CVC and expiry (the password first when the sign-in is not fresh) and shows
 * them in a dialog that hides them again after a short while. Closing the password dialog shows nothing more.
 */
export function CardDetailsButton({
  userId,
  card,
  children,
}: {
  userId: string;
  card: CardView;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const details = useCardDetails();
  const last4 = card.last4;

  const show = () =>
    details.mutate(
      { userId, cardId: card.cardId },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === "reauthentication_required")) {
            notify.error(errorMessage(error));
          }
        },
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={show}
        disabled={details.isPending}
        aria-label={t`Show details of card ending in ${last4}`}
        className={buttonClass("primary", "sm")}
      >
        {details.isPending ? <Trans>Loading...</Trans> : children}
      </button>
      {details.data && <DetailsDialog last4={last4} details={details.data} onClose={() => details.reset()} />}
    </>
  );
}

function DetailsDialog({
  last4,
  details,
  onClose,
}: {
  last4: string;
  details: CardDetails;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [hideAt] = useState(() => Date.now() + detailsShownSeconds * 1000);
  const left = useSecondsLeft(hideAt);
  useEffect(() => {
    if (left === 0) onClose();
  }, [left, onClose]);
  const expiry = expiryText(details.expMonth, details.expYear);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Card ending in ${last4}`}
      description={t`Keep these details to yourself. Larkspur never asks for them by phone or e-mail.`}
    >
      <dl className="grid grid-cols-2 gap-4">
        <Detail
          label={t`Card number`}
          shown={groupedPan(details.pan)}
          value={details.pan}
          className="col-span-2"
        />
        <Detail label={t`Expiry date`} shown={expiry} value={expiry} />
        <Detail label={t`CVC`} shown={details.cvc} value={details.cvc} />
      </dl>
      <p className="mt-6 text-sm text-ink-600">
        <Trans>These details hide themselves in {left} s.</Trans>
      </p>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass("outline", "md")}>
          <Trans>Hide details</Trans>
        </button>
      </div>
    </Modal>
  );
}

function Detail({
  label,
  shown,
  value,
  className = "",
}: {
  label: string;
  shown: string;
  value: string;
  className?: string;
}) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t`${label} copied`);
    } catch {
      notify.error(t`Could not copy. Select the text and copy it yourself.`);
    }
  };
  return (
    <div className={`rounded-xl bg-ink-50 p-4 ${className}`}>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 flex items-center justify-between gap-3">
        <span className="figures text-lg font-semibold tracking-wide text-ink-900 select-all">{shown}</span>
        <button
          type="button"
          onClick={copy}
          aria-label={t`Copy ${label}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
        >
          <Copy className="size-4" aria-hidden="true" />
        </button>
      </dd>
    </div>
  );
}
