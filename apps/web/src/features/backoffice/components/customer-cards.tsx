import type { CardStatus, CardView } from "@larkspur/shared/schemas/cards";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, Snowflake } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { notify } from "../../../lib/toast";
import { useCustomerCards } from "../api/customer-cards";
import { useFreezeCustomerCard } from "../api/freeze-customer-card";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

const statusNames: Record<CardStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Frozen: msg`Frozen`,
  Terminated: msg`Terminated`,
};

const statusTones: Record<CardStatus, string> = {
  Active: "bg-positive-600/10 text-positive-600",
  Frozen: "bg-ink-100 text-ink-900",
  Terminated: "bg-ink-100 text-ink-600",
};

const expiry = (card: CardView) => `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;

/** A customer's cards (never their numbers); an operator freezes an active one with a reason, which is audited. */
export function CustomerCards({ userId, customerName }: { userId: string; customerName: string }) {
  const { i18n, t } = useLingui();
  const cards = useCustomerCards(userId);
  const freeze = useFreezeCustomerCard(userId);
  const [freezing, setFreezing] = useState<CardView | null>(null);

  if (cards.isPending) return <ListSkeleton label={t`Loading the cards`} rows={2} />;
  if (cards.isError) return <ErrorState title={t`We could not load the cards.`} query={cards} />;
  if (cards.data.length === 0) {
    return (
      <EmptyState
        Icon={CreditCard}
        title={t`No cards`}
      >{t`${customerName} has not issued a card.`}</EmptyState>
    );
  }
  const last4 = freezing?.last4 ?? "";
  return (
    <>
      <ul
        aria-label={t`Cards`}
        className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white"
      >
        {cards.data.map((card) => {
          const ending = card.last4;
          const currency = card.currency;
          const expires = expiry(card);
          return (
            <li key={card.cardId} className="flex flex-wrap items-center gap-4 px-5 py-4">
              <CreditCard className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink-900">
                  {card.nickname ?? t`Card`} <span className="figures text-ink-600">•••• {ending}</span>
                </p>
                <p className="figures text-sm text-ink-600">
                  <Trans>
                    {currency} · expires {expires}
                  </Trans>
                </p>
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[card.status]}`}
              >
                {i18n._(statusNames[card.status])}
              </span>
              {card.status === "Active" && (
                <button
                  type="button"
                  onClick={() => setFreezing(card)}
                  aria-label={t`Freeze card ending in ${ending}`}
                  className={buttonClass("outline", "sm")}
                >
                  <Snowflake className="size-4" aria-hidden="true" />
                  <Trans>Freeze</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ReasonDialog
        open={freezing !== null}
        onOpenChange={(open) => !open && setFreezing(null)}
        title={t`Freeze card ending in ${last4}`}
        description={t`Every new purchase on this card is declined until ${customerName} unfreezes it. They are e-mailed; the freeze and your reason are recorded in the audit log.`}
        confirmLabel={t`Freeze card`}
        busyLabel={t`Freezing...`}
        busy={freeze.isPending}
        tone="danger"
        onConfirm={(reason) =>
          freezing &&
          freeze.mutate(
            { cardId: freezing.cardId, reason },
            {
              onSuccess: () => {
                notify.success(t`Card frozen.`);
                setFreezing(null);
              },
            },
          )
        }
      />
    </>
  );
}
