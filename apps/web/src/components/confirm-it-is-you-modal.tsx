import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { ApiError } from "../lib/api-error";
import { useReauthenticate } from "../lib/reauthenticate";
import { errorMessage } from "../lib/toast";
import { Modal, type ModalControl } from "./modal";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";

/**
 * "Confirm it is you": the password, asked for when the sign-in is not fresh before something sensitive (changing a
 * second factor, showing a card's number). `description` says what it is for.
 */
export function ConfirmItIsYouModal({
  onConfirmed,
  description,
  ...control
}: ModalControl & { onConfirmed: () => void; description?: string }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Confirm it is you`}
      description={
        description ?? t`Enter your password to change how you sign in. We ask again after a few minutes.`
      }
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
