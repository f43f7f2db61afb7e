import { Trans } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { buttonClass } from "./button-styles";
import { Modal } from "./modal";
import { SubmitButton } from "./submit-button";

/**
 * Asks before removing something: Cancel, or the danger button that calls `onRemove`. A refusal handed to `refuse`
 * stays in the dialog, above the buttons.
 */
export function ConfirmRemovalModal({
  title,
  description,
  removeLabel,
  busy,
  busyLabel,
  onRemove,
  onClose,
}: {
  title: string;
  description: string;
  removeLabel: ReactNode;
  busy: boolean;
  busyLabel: string;
  onRemove: (refuse: (message: string) => void) => void;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = () => {
    setRefusal(null);
    onRemove(setRefusal);
  };
  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={title} description={description}>
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
          busy={busy}
          busyLabel={busyLabel}
          onClick={remove}
        >
          {removeLabel}
        </SubmitButton>
      </div>
    </Modal>
  );
}
