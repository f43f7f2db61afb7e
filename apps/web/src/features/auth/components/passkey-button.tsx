import { useLingui } from "@lingui/react/macro";
import { Fingerprint } from "lucide-react";
import type { ReactNode } from "react";
import { SubmitButton } from "../../../components/submit-button";

/** A passkey button and, under it, why the last try did not sign the person in. */
export function PasskeyButton({
  busy,
  refusal,
  onClick,
  children,
}: {
  busy: boolean;
  refusal: string | null;
  onClick: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <SubmitButton
        type="button"
        variant="outline"
        busy={busy}
        busyLabel={t`Waiting for your passkey...`}
        onClick={onClick}
      >
        <Fingerprint className="size-5" aria-hidden="true" />
        {children}
      </SubmitButton>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {refusal}
        </p>
      )}
    </div>
  );
}
