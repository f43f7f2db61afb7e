import { type CardView, cardRules } from "@larkspur/shared/schemas/cards";
import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, Eye, Gauge, Plus, Snowflake, Sun, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { ReauthenticationProvider } from "../../../components/reauthentication";
import { notify } from "../../../lib/toast";
import { useCards } from "../api/cards";
import { useFreezeCard } from "../api/freeze-card";
import { useUnfreezeCard } from "../api/unfreeze-card";
import { CardDetailsButton } from "./card-details";
import { CardFace } from "./card-face";
import { CardLimitsModal } from "./card-limits-modal";
import { IssueCardModal } from "./issue-card-modal";
import { TerminateCardModal } from "./terminate-card-modal";

const tileClass =
  "flex aspect-[1.586] w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-6 font-semibold text-ink-900 hover:border-ink-900";

/** The dashboard's "Add Card" links to Payment Methods with this in its address, to open the issue dialog at once. */
const issueCardParam = "issue-card";

/**
 * "Credit or Debit Cards (for payments)": the customer's virtual cards drawn as cards, each with its actions, and a
 * tile to issue another. Card details need a fresh proof of identity, asked for here in place.
 */
export function CardsSection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const cards = useCards(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [issuing, setIssuing] = useState(() => searchParams.has(issueCardParam));
  const [limitsOf, setLimitsOf] = useState<CardView | null>(null);
  const [terminating, setTerminating] = useState<CardView | null>(null);
  const all = cards.data ?? [];
  const live = all.filter((card) => card.status !== "Terminated");
  const ended = all.filter((card) => card.status === "Terminated");
  const most = cardRules.maxCards;
  const endedCount = ended.length;

  const closeIssue = (open: boolean) => {
    setIssuing(open);
    // The dialog opened from the dashboard's link closes for good: a reload does not open it again.
    if (!open && searchParams.has(issueCardParam)) {
      setSearchParams(
        (params) => {
          params.delete(issueCardParam);
          return params;
        },
        { replace: true },
      );
    }
  };

  return (
    <ReauthenticationProvider
      description={t`Enter your password to see your card details. We ask again after a few minutes.`}
    >
      <section aria-labelledby="cards-title" className="mt-8">
        <h2 id="cards-title" className="text-lg font-semibold text-ink-900">
          <Trans>Credit or Debit Cards (for payments)</Trans>
        </h2>
        {cards.isPending ? (
          <div role="status" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">
              <Trans>Loading your cards...</Trans>
            </span>
            {[0, 1].map((tile) => (
              <div
                key={tile}
                aria-hidden="true"
                className="aspect-[1.586] animate-pulse rounded-2xl bg-ink-100"
              />
            ))}
          </div>
        ) : cards.isError ? (
          <div className="mt-4">
            <ErrorState title={t`Your cards could not be loaded`} query={cards} />
          </div>
        ) : (
          <>
            {live.length === 0 && (
              <div className="mt-4 flex items-start gap-4 rounded-2xl border border-ink-200 bg-white p-6">
                <CreditCard className="mt-0.5 size-6 shrink-0 text-ink-600" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-ink-900">
                    <Trans>No cards yet</Trans>
                  </p>
                  <p className="mt-1 text-ink-600">
                    <Trans>
                      Issue a virtual debit card to pay online from your balance. It is ready at once, and you
                      can freeze it whenever you like.
                    </Trans>
                  </p>
                </div>
              </div>
            )}
            <ul aria-label={t`Your cards`} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {live.map((card) => (
                <li key={card.cardId}>
                  <CardFace card={card}>
                    <CardActions
                      userId={userId}
                      card={card}
                      onLimits={() => setLimitsOf(card)}
                      onTerminate={() => setTerminating(card)}
                    />
                  </CardFace>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => setIssuing(true)}
                  aria-describedby={live.length >= most ? "cards-full-note" : undefined}
                  className={tileClass}
                >
                  <Plus className="size-6" aria-hidden="true" />
                  <Trans>Issue a card</Trans>
                </button>
              </li>
            </ul>
            {live.length >= most && (
              <p id="cards-full-note" className="mt-3 text-sm text-ink-600">
                <Trans>You have the most cards allowed ({most}). Terminate one to issue another.</Trans>
              </p>
            )}
            {ended.length > 0 && (
              <details className="mt-6">
                <summary className="cursor-pointer rounded text-sm font-medium text-ink-700 hover:text-ink-900">
                  <Trans>Terminated cards ({endedCount})</Trans>
                </summary>
                <ul
                  aria-label={t`Terminated cards`}
                  className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {ended.map((card) => (
                    <li key={card.cardId}>
                      <CardFace card={card} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
        <IssueCardModal userId={userId} open={issuing} onOpenChange={closeIssue} />
        {limitsOf && (
          <CardLimitsModal
            userId={userId}
            card={limitsOf}
            open
            onOpenChange={(open) => !open && setLimitsOf(null)}
          />
        )}
        {terminating && (
          <TerminateCardModal userId={userId} card={terminating} onClose={() => setTerminating(null)} />
        )}
      </section>
    </ReauthenticationProvider>
  );
}

/** Under a card that is not terminated: see its details, freeze or unfreeze it, its limits, terminate it. */
function CardActions({
  userId,
  card,
  onLimits,
  onTerminate,
}: {
  userId: string;
  card: CardView;
  onLimits: () => void;
  onTerminate: () => void;
}) {
  const { t } = useLingui();
  const freeze = useFreezeCard(userId);
  const unfreeze = useUnfreezeCard(userId);
  const last4 = card.last4;
  const frozen = card.status === "Frozen";
  const busy = freeze.isPending || unfreeze.isPending;

  const toggleFreeze = () => {
    if (frozen) {
      unfreeze.mutate(card.cardId, { onSuccess: () => notify.success(t`Card ending in ${last4} unfrozen`) });
    } else {
      freeze.mutate(card.cardId, { onSuccess: () => notify.success(t`Card ending in ${last4} frozen`) });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <CardDetailsButton userId={userId} card={card}>
        <Eye className="size-4" aria-hidden="true" />
        <Trans>Show details</Trans>
      </CardDetailsButton>
      <button
        type="button"
        onClick={toggleFreeze}
        disabled={busy}
        aria-label={frozen ? t`Unfreeze card ending in ${last4}` : t`Freeze card ending in ${last4}`}
        className={buttonClass("outline", "sm")}
      >
        {frozen ? (
          <Sun className="size-4" aria-hidden="true" />
        ) : (
          <Snowflake className="size-4" aria-hidden="true" />
        )}
        {busy ? <Trans>Saving...</Trans> : frozen ? <Trans>Unfreeze</Trans> : <Trans>Freeze</Trans>}
      </button>
      <button
        type="button"
        onClick={onLimits}
        aria-label={t`Limits of card ending in ${last4}`}
        className={buttonClass("outline", "sm")}
      >
        <Gauge className="size-4" aria-hidden="true" />
        <Trans>Limits</Trans>
      </button>
      <button
        type="button"
        onClick={onTerminate}
        aria-label={t`Terminate card ending in ${last4}`}
        className={buttonClass("ghost", "sm")}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <Trans>Terminate</Trans>
      </button>
    </div>
  );
}
