import type { Recipient } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const bank = isBankAccount(recipient);
  const name = recipient.name;
  const ending = recipient.maskedAccountNumber.slice(-4);
  const confirm = () => {
    setRefusal(null);
    remove.mutate(recipient.recipientId, {
      onSuccess: () => {
        notify.success(bank ? t`Bank account removed` : t`Recipient removed`);
        onClose();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={bank ? t`Remove this bank account?` : t`Remove this recipient?`}
      description={t`${name}, account ending in ${ending}, will no longer be offered when you send money.`}
    >
      {refusal && (
        <p role="alert" className="mb-4 text-sm font-medium text-negative-600">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass("outline", "md")}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton
          type="button"
          variant="danger"
          size="md"
          className=""
          busy={remove.isPending}
          busyLabel={t`Removing...`}
          onClick={confirm}
        >
          {bank ? <Trans>Remove bank account</Trans> : <Trans>Remove recipient</Trans>}
        </SubmitButton>
      </div>
    </Modal>
  );
}
