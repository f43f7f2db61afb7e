import type { CardStatus, CardView } from "@larkspur/shared/schemas/cards";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, CircleCheck, Snowflake } from "lucide-react";
import type { ReactNode } from "react";
import { LogoMark } from "../../../components/logo";

const statusNames: Record<CardStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Frozen: msg`Frozen`,
  Terminated: msg`Terminated`,
};

const statusLooks: Record<CardStatus, { Icon: typeof CircleCheck; face: string; badge: string }> = {
  Active: { Icon: CircleCheck, face: "bg-ink-900 text-white", badge: "bg-white/15 text-white" },
  Frozen: { Icon: Snowflake, face: "bg-ink-600 text-white", badge: "bg-white text-ink-900" },
  Terminated: {
    Icon: Ban,
    face: "border border-ink-200 bg-ink-100 text-ink-700",
    badge: "bg-white text-ink-700",
  },
};

/** "08/29": the month and the last two digits of the year, as a card prints them. */
export const expiryText = (expMonth: number, expYear: number) =>
  `${String(expMonth).padStart(2, "0")}/${String(expYear % 100).padStart(2, "0")}`;

/** The card's status in the reader's language. */
export function useCardStatusName() {
  const { i18n } = useLingui();
  return (status: CardStatus) => i18n._(statusNames[status]);
}

/**
 * A card drawn as a card: its nickname, status, last four digits, expiry and currency; `children` are its actions
 * below it. A screen reader meets it as one article named by its nickname and last four digits.
 */
export function CardFace({ card, children }: { card: CardView; children?: ReactNode }) {
  const { t } = useLingui();
  const statusName = useCardStatusName();
  const { Icon, face, badge } = statusLooks[card.status];
  const name = card.nickname ?? t`Larkspur card`;
  const last4 = card.last4;
  const expiry = expiryText(card.expMonth, card.expYear);
  // Named in one piece: a name assembled from a block and a hidden span would read "Travel , card ending in 4242".
  return (
    <article aria-label={t`${name}, card ending in ${last4}`} className="flex h-full flex-col gap-3">
      <div className={`flex aspect-[1.586] flex-col justify-between rounded-2xl p-5 shadow-sm ${face}`}>
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 truncate font-semibold">{name}</h3>
          <span
            className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {statusName(card.status)}
          </span>
        </div>
        <p className="figures text-xl tracking-widest" aria-hidden="true">
          •••• {last4}
        </p>
        <div className="flex items-end justify-between gap-3 text-sm">
          <dl className="flex items-end gap-6">
            <div>
              <dt className="text-xs opacity-75">
                <Trans>Expires</Trans>
              </dt>
              <dd className="figures font-medium">{expiry}</dd>
            </div>
            <div>
              <dt className="text-xs opacity-75">
                <Trans>Currency</Trans>
              </dt>
              <dd className="font-semibold">{card.currency}</dd>
            </div>
          </dl>
          <LogoMark className="size-7" />
        </div>
      </div>
      {children}
    </article>
  );
}
