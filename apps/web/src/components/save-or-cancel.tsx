import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { SubmitButton } from "./submit-button";

/**
 * The last row of a form that changes something: Cancel, and the save button, which, given `changed`, waits for a
 * change (what `unchangedNote` then says, if given).
 */
export function SaveOrCancel({
  changed = true,
  unchangedNote,
  busy,
  busyLabel,
  onCancel,
  children,
}: {
  changed?: boolean;
  unchangedNote?: ReactNode;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  /** The save button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
      {!changed && unchangedNote && <p className="mr-auto text-sm text-ink-600">{unchangedNote}</p>}
      <button type="button" onClick={onCancel} className={buttonClass("outline")}>
        <Trans>Cancel</Trans>
      </button>
      <SubmitButton busy={busy} busyLabel={busyLabel} disabled={!changed} size="md" className="">
        {children}
      </SubmitButton>
    </div>
  );
}
