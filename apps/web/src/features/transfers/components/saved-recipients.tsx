import type { Recipient, RecipientType } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookUser, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { Modal } from "../../../components/modal";
import { useRecipients } from "../../../lib/recipients-query";

/**
 * "Choose a saved recipient": a dialog listing the customer's saved recipients of the tab's kind (Larkspur
 * customers, or Local or International bank accounts); choosing one fills the form.
 */
export function SavedRecipients({
  userId,
  type,
  onChoose,
}: {
  userId: string;
  type: RecipientType;
  onChoose: (recipient: Recipient) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const recipients = useRecipients(userId);
  const ofType = recipients.data?.filter((recipient) => recipient.type === type) ?? [];

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("outline", "sm")}>
        <BookUser className="size-4" aria-hidden="true" />
        <Trans>Choose a saved recipient</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t`Choose a saved recipient`}
        description={
          type === "Larkspur"
            ? t`Pay someone you have saved before.`
            : t`Fill in a bank account you have saved.`
        }
      >
        {recipients.isPending ? (
          <div role="status">
            <span className="sr-only">
              <Trans>Loading your saved recipients</Trans>
            </span>
            <div aria-hidden="true" className="space-y-2">
              {[0, 1, 2].map((row) => (
                <div key={row} className="h-14 animate-pulse rounded-xl bg-ink-100" />
              ))}
            </div>
          </div>
        ) : recipients.isError ? (
          <ErrorState title={t`We could not load your saved recipients.`} query={recipients} />
        ) : ofType.length === 0 ? (
          <p className="rounded-xl bg-ink-50 p-5 text-center text-ink-600">
            {type === "Larkspur" ? (
              <Trans>
                No saved Larkspur recipients yet. After a payment, choose Save recipient to keep them here.
              </Trans>
            ) : (
              <Trans>
                No saved bank accounts of this kind yet. You can add them under{" "}
                <Link
                  to="/payment-methods"
                  className="font-semibold text-ink-900 underline underline-offset-4"
                >
                  Payment Methods
                </Link>
                .
              </Trans>
            )}
          </p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {ofType.map((recipient) => (
              <li key={recipient.recipientId}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose(recipient);
                    setOpen(false);
                  }}
                  className="-mx-3 flex w-[calc(100%+1.5rem)] items-center gap-4 rounded-xl px-3 py-3 text-left hover:bg-ink-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink-900">{recipient.name}</span>
                    <span className="figures block truncate text-sm text-ink-600">
                      {recipient.bankDetails
                        ? `${recipient.bankDetails.bankName} · ${recipient.maskedAccountNumber}`
                        : recipient.maskedAccountNumber}
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-ink-600" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
