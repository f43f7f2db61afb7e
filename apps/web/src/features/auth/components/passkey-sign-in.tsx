import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { landingPathFor } from "../../../lib/home-path";
import { useSession } from "../../../lib/session-store";
import { text } from "../../../lib/texts";
import { usePasskeySignIn } from "../api/passkey-sign-in";
import { PasskeyButton } from "./passkey-button";

/** The browser's own refusals carry a DOMException name; the server's come as an ApiError with its message. */
function useRefusal() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      return error.code === "account_disabled" ? text("accountDisabledToast") : error.message;
    }
    const name = error instanceof Error ? error.name : "";
    if (name === "NotAllowedError" || name === "AbortError") {
      return t`Passkey sign-in was cancelled or timed out. You can try again, or sign in with your password.`;
    }
    return t`This browser could not use a passkey. Sign in with your password instead.`;
  };
}

/** "Sign in with a passkey": no address typed, the browser offers the passkeys it holds for Larkspur. */
export function PasskeySignIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = usePasskeySignIn();
  const refusalOf = useRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = () => {
    setRefusal(null);
    if (typeof window.PublicKeyCredential !== "function") {
      setRefusal(t`This browser does not support passkeys. Sign in with your password instead.`);
      return;
    }
    signIn.mutate(undefined, {
      onSuccess: ({ token, others }) => {
        useSession.getState().signIn(token, others);
        navigate(landingPathFor(others, location.state), { replace: true });
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  };

  return (
    <PasskeyButton busy={signIn.isPending} refusal={refusal} onClick={start}>
      <Trans>Sign in with a passkey</Trans>
    </PasskeyButton>
  );
}
