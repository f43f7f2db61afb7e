import type { SecondFactorMethod } from "@larkspur/shared/schemas/security";
import type { LoginResponse } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useState } from "react";
import { AuthCard } from "../../../components/auth-card";
import { TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { errorMessage, notify } from "../../../lib/toast";
import { useLoginSecondStep } from "../api/login-second-step";
import { PasskeySecondStep } from "./passkey-second-step";

/**
 * The sign-in's second step, after the right password: a code from the authenticator app, or one of the recovery
 * codes, or one of their passkeys. An expired sign-in (5 minutes, 5 tries) goes back to the password with its reason.
 */
export function SecondStepForm({
  mfaToken,
  methods,
  onSignedIn,
  onExpired,
  onCancel,
}: {
  mfaToken: string;
  methods: SecondFactorMethod[];
  onSignedIn: (session: LoginResponse) => void;
  onExpired: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const finish = useLoginSecondStep();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!recovery && !/^\d{6}$/.test(entered.replace(/\s/g, ""))) {
      setError(t`Enter the 6-digit code from your authenticator app`);
      return;
    }
    if (recovery && !entered) {
      setError(t`Enter one of your recovery codes`);
      return;
    }
    setError(undefined);
    finish.mutate(
      { mfaToken, code: entered },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === "invalid_token") onExpired(failure.message);
          else if (failure instanceof ApiError && failure.code === "invalid_code") setError(failure.message);
          else notify.error(errorMessage(failure));
        },
      },
    );
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode("");
    setError(undefined);
  };

  const backToSignIn = (
    <button
      type="button"
      onClick={onCancel}
      className="font-semibold text-ink-900 underline underline-offset-4"
    >
      <Trans>Back to sign in</Trans>
    </button>
  );
  const passkey = methods.includes("passkey") && (
    <PasskeySecondStep mfaToken={mfaToken} onSignedIn={onSignedIn} onExpired={onExpired} />
  );

  // Without the authenticator app (and so without recovery codes), a passkey is the only way on.
  if (!methods.includes("totp")) {
    return (
      <div className="space-y-4">
        <p className="text-ink-600">
          <Trans>Confirm it is you with one of your passkeys.</Trans>
        </p>
        {passkey}
        <div className="text-sm">{backToSignIn}</div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {passkey && (
        <>
          {passkey}
          <div className="flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
            <span className="h-px flex-1 bg-ink-200" />
            <Trans>or</Trans>
            <span className="h-px flex-1 bg-ink-200" />
          </div>
        </>
      )}
      <p className="text-ink-600">
        {recovery ? (
          <Trans>Enter one of the recovery codes you saved when you set up 2-Step Verification.</Trans>
        ) : (
          <Trans>Enter the 6-digit code from your authenticator app.</Trans>
        )}
      </p>
      {recovery ? (
        <TextField
          key="recovery"
          label={t`Recovery code`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      ) : (
        <TextField
          key="totp"
          label={t`Authentication code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="figures text-center text-2xl tracking-[0.3em]"
        />
      )}
      <SubmitButton busy={finish.isPending} busyLabel={t`Verifying...`}>
        <Trans>Verify</Trans>
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="font-semibold text-ink-900 underline underline-offset-4"
        >
          {recovery ? <Trans>Use your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
        </button>
        {backToSignIn}
      </div>
    </form>
  );
}

/** The frame of the second step, in place of the sign-in form. */
export function SecondStepCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <AuthCard title={t`2-Step Verification`}>{children}</AuthCard>;
}
