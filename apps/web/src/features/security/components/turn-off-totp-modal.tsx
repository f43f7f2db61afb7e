import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { PasswordField } from "../../../components/password-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { errorMessage, notify } from "../../../lib/toast";
import { useTurnOffTotp } from "../api/totp";

/** Turning the authenticator app off: a current code from it, or the password when the phone is not at hand. */
export function TurnOffTotpModal(control: ModalControl) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Turn off 2-Step Verification`}
      description={t`Signing in will need only your password. Confirm it is you first.`}
    >
      <TurnOffForm onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const turnOff = useTurnOffTotp();
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = withPassword ? value : value.trim();
    if (!entered) {
      setError(
        withPassword ? t`Password is required` : t`Enter the 6-digit code from your authenticator app`,
      );
      return;
    }
    setError(undefined);
    turnOff.mutate(withPassword ? { password: entered } : { code: entered }, {
      onSuccess: () => {
        notify.success(t`2-Step Verification is off`);
        onDone();
      },
      onError: (failure) => {
        if (
          failure instanceof ApiError &&
          (failure.code === "invalid_code" || failure.code === "wrong_password")
        ) {
          setError(failure.message);
        } else {
          notify.error(errorMessage(failure));
        }
      },
    });
  };

  const switchMethod = () => {
    setWithPassword(!withPassword);
    setValue("");
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {withPassword ? (
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      ) : (
        <TextField
          label={t`Code from the app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      )}
      <button
        type="button"
        onClick={switchMethod}
        className="text-sm font-semibold text-ink-900 underline underline-offset-4"
      >
        {withPassword ? (
          <Trans>Use a code from the app instead</Trans>
        ) : (
          <Trans>Use your password instead</Trans>
        )}
      </button>
      <SubmitButton busy={turnOff.isPending} busyLabel={t`Turning off...`} variant="danger">
        <Trans>Turn off</Trans>
      </SubmitButton>
    </form>
  );
}
