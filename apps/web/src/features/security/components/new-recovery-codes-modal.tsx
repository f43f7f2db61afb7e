import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { Modal, type ModalControl } from "../../../components/modal";
import { errorMessage } from "../../../lib/toast";
import { useRenewRecoveryCodes } from "../api/totp";
import { RecoveryCodes } from "./recovery-codes";

/** New recovery codes in place of the ones left, made when the dialog opens and shown this once. */
export function NewRecoveryCodesModal({ email, ...control }: ModalControl & { email: string }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`New recovery codes`}
      description={t`Your old recovery codes stop working. Keep the new ones somewhere safe.`}
    >
      <NewCodes email={email} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function NewCodes({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useLingui();
  const renew = useRenewRecoveryCodes();
  const { mutate } = renew;

  // One new set per opening; Radix mounts the dialog's content afresh each time.
  useEffect(() => mutate(), [mutate]);

  if (renew.isError) {
    return (
      <ErrorState
        title={t`We could not make new recovery codes.`}
        message={errorMessage(renew.error)}
        onRetry={() => mutate()}
        retrying={renew.isPending}
      />
    );
  }
  if (!renew.data) {
    return (
      <p role="status" className="py-10 text-center text-ink-600">
        <Trans>Making your new codes...</Trans>
      </p>
    );
  }
  return (
    <div>
      <RecoveryCodes codes={renew.data.recoveryCodes} email={email} />
      <button type="button" onClick={onDone} className={`${buttonClass("primary", "md")} mt-6 w-full`}>
        <Trans>I have saved my codes</Trans>
      </button>
    </div>
  );
}
