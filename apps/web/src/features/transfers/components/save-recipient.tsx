import type { Payee } from "@larkspur/shared/schemas/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookmarkPlus, CircleCheck } from "lucide-react";
import { SubmitButton } from "../../../components/submit-button";
import { useRecipients } from "../../../lib/recipients-query";
import { useSaveRecipient } from "../api/save-recipient";

/** After a payment: keep the payee among the saved recipients, unless they already are. */
export function SaveRecipient({ userId, payee }: { userId: string; payee: Payee }) {
  const { t } = useLingui();
  const recipients = useRecipients(userId);
  const save = useSaveRecipient(userId);
  const name = payee.name;
  const saved =
    save.isSuccess ||
    recipients.data?.some(
      (recipient) => recipient.type === "Larkspur" && recipient.accountNumber === payee.accountNumber,
    );

  return (
    <div aria-live="polite" className="mt-6 flex justify-center">
      {saved ? (
        <p className="inline-flex items-center gap-2 text-sm text-ink-900">
          <CircleCheck className="size-4 text-positive-600" aria-hidden="true" />
          <Trans>{name} is in your saved recipients.</Trans>
        </p>
      ) : (
        <SubmitButton
          type="button"
          variant="outline"
          size="md"
          className=""
          busy={save.isPending}
          busyLabel={t`Saving...`}
          onClick={() => save.mutate({ type: "Larkspur", accountNumber: payee.accountNumber })}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          <Trans>Save recipient</Trans>
        </SubmitButton>
      )}
    </div>
  );
}
