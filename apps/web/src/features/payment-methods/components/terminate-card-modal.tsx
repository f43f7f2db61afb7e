import type { CardView } from "@larkspur/shared/schemas/cards";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmRemovalModal } from "../../../components/confirm-removal-modal";
import { errorMessage, notify } from "../../../lib/toast";
import { useTerminateCard } from "../api/terminate-card";

/** Asks before terminating a card, which is final; a refusal stays in the dialog. */
export function TerminateCardModal({
  userId,
  card,
  onClose,
}: {
  userId: string;
  card: CardView;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const terminate = useTerminateCard(userId);
  const last4 = card.last4;
  return (
    <ConfirmRemovalModal
      title={t`Terminate this card?`}
      description={t`The card ending in ${last4} will stop working for good: it cannot be unfrozen or used again. Purchases already made still complete. To pause it instead, freeze it.`}
      removeLabel={<Trans>Terminate card</Trans>}
      busy={terminate.isPending}
      busyLabel={t`Terminating...`}
      onRemove={(refuse) =>
        terminate.mutate(card.cardId, {
          onSuccess: () => {
            notify.success(t`Card ending in ${last4} terminated`);
            onClose();
          },
          onError: (error) => refuse(errorMessage(error)),
        })
      }
      onClose={onClose}
    />
  );
}
