import type { Recipient } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmRemovalModal } from "../../../components/confirm-removal-modal";
import { isBankAccount } from "../../../lib/recipients-query";
import { errorMessage, notify } from "../../../lib/toast";
import { useRemoveRecipient } from "../api/remove-recipient";

/** Asks before removing a saved bank account or Larkspur recipient; a refusal stays in the dialog. */
export function RemoveRecipientModal({
  userId,
  recipient,
  onClose,
}: {
  userId: string;
  recipient: Recipient;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveRecipient(userId);
  const bank = isBankAccount(recipient);
  const name = recipient.name;
  const ending = recipient.maskedAccountNumber.slice(-4);
  return (
    <ConfirmRemovalModal
      title={bank ? t`Remove this bank account?` : t`Remove this recipient?`}
      description={t`${name}, account ending in ${ending}, will no longer be offered when you send money.`}
      removeLabel={bank ? <Trans>Remove bank account</Trans> : <Trans>Remove recipient</Trans>}
      busy={remove.isPending}
      busyLabel={t`Removing...`}
      onRemove={(refuse) =>
        remove.mutate(recipient.recipientId, {
          onSuccess: () => {
            notify.success(bank ? t`Bank account removed` : t`Recipient removed`);
            onClose();
          },
          onError: (error) => refuse(errorMessage(error)),
        })
      }
      onClose={onClose}
    />
  );
}
