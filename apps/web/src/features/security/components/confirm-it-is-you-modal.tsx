import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Modal, type ModalControl } from "../../../components/modal";
import { PasswordField } from "../../../components/password-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { errorMessage } from "../../../lib/toast";
import { useReauthenticate } from "../api/reauthenticate";

/** "Confirm it is you": the password, asked for before a second factor changes when the sign-in is not fresh. */
export function ConfirmItIsYouModal({ onConfirmed, ...control }: ModalControl & { onConfirmed: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Confirm it is you`}
      description={t`Enter your password to change how you sign in. We ask again after a few minutes.`}
    >
      <PasswordForm onConfirmed={onConfirmed} />
    </Modal>
  );
}

function PasswordForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useLingui();
  const reauthenticate = useReauthenticate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t`Password is required`);
      return;
    }
    setError(undefined);
    reauthenticate.mutate(
      { password },
      {
        onSuccess: onConfirmed,
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : errorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        autoFocus
      />
      <SubmitButton busy={reauthenticate.isPending} busyLabel={t`Confirming...`}>
        <Trans>Confirm</Trans>
      </SubmitButton>
    </form>
  );
}
