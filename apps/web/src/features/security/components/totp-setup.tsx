import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { errorMessage, notify } from "../../../lib/toast";
import { useConfirmTotp, useStartTotpSetup } from "../api/totp";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

/** The secret as apps show it: groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Setting up the authenticator app: a new secret as a QR code and as text, a current code from the app to confirm
 * it, then the recovery codes, shown once. `onDone` closes the flow after the codes were seen.
 */
export function TotpSetup({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useLingui();
  const setup = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const { mutate: start } = setup;

  // One new secret per opening; Radix mounts the dialog's content afresh each time.
  useEffect(() => start(), [start]);

  if (confirm.data) {
    return (
      <div>
        <p role="status" className="font-semibold text-positive-600">
          <Trans>2-Step Verification is on.</Trans>
        </p>
        <div className="mt-4">
          <RecoveryCodes codes={confirm.data.recoveryCodes} email={email} />
        </div>
        <button type="button" onClick={onDone} className={`${buttonClass("primary", "md")} mt-6 w-full`}>
          <Trans>I have saved my codes</Trans>
        </button>
      </div>
    );
  }

  if (setup.isError) {
    return (
      <ErrorState
        title={t`We could not start the setup.`}
        message={errorMessage(setup.error)}
        onRetry={() => start()}
        retrying={setup.isPending}
      />
    );
  }

  if (!setup.data) {
    return (
      <p role="status" className="py-10 text-center text-ink-600">
        <Trans>Preparing your QR code...</Trans>
      </p>
    );
  }

  const { secret, otpauthUrl } = setup.data;

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t`Key copied`);
    } catch {
      notify.error(t`Could not copy. Select the key and copy it yourself.`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t`Enter the 6-digit code from your authenticator app`);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(digits, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === "invalid_code") setCodeError(error.message);
        else notify.error(errorMessage(error));
      },
    });
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-ink-600">
        <li>
          <Trans>Open an authenticator app on your phone, such as Google Authenticator or 1Password.</Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or type the key below into the app.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <div className="flex flex-col items-center gap-3">
        <QrCode value={otpauthUrl} label={t`QR code for your authenticator app`} />
        <div className="text-center">
          <p className="text-sm text-ink-600">
            <Trans>Setup key</Trans>
          </p>
          <p className="figures mt-1 font-mono text-base break-all text-ink-900" data-testid="totp-secret">
            {grouped(secret)}
          </p>
          <button
            type="button"
            onClick={copySecret}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-ink-900 underline underline-offset-4"
          >
            <Copy className="size-4" aria-hidden="true" />
            <Trans>Copy key</Trans>
          </button>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t`Code from the app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
          className="figures text-center text-2xl tracking-[0.3em]"
        />
        <SubmitButton busy={confirm.isPending} busyLabel={t`Verifying...`}>
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
