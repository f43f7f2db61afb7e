import type { LoginResponse } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { usePasskeySecondStep } from "../api/passkey-second-step";
import { PasskeyButton } from "./passkey-button";

/** The second step with a passkey: one button; the browser asks for the passkey and the person confirms. */
export function PasskeySecondStep({
  mfaToken,
  onSignedIn,
  onExpired,
}: {
  mfaToken: string;
  onSignedIn: (session: LoginResponse) => void;
  onExpired: (reason: string) => void;
}) {
  const { t } = useLingui();
  const finish = usePasskeySecondStep();
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = () => {
    setRefusal(null);
    finish.mutate(mfaToken, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && error.code === "invalid_token") onExpired(error.message);
        else if (error instanceof ApiError) setRefusal(error.message);
        else if (
          error instanceof Error &&
          (error.name === "NotAllowedError" || error.name === "AbortError")
        ) {
          setRefusal(t`Passkey sign-in was cancelled or timed out. You can try again.`);
        } else setRefusal(t`This browser could not use a passkey.`);
      },
    });
  };

  return (
    <PasskeyButton busy={finish.isPending} refusal={refusal} onClick={start}>
      <Trans>Use a passkey</Trans>
    </PasskeyButton>
  );
}
