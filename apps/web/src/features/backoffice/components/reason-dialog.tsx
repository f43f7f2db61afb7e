import { rejectTransferBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../../components/button-styles";
import { Modal, type ModalControl } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { ReasonField } from "./reason-field";

/** Every staff action that changes a customer or a transfer states why; the API holds the same rule. */
const reasonForm = rejectTransferBody;

interface ReasonDialogProps extends ModalControl {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  tone?: "primary" | "danger";
  onConfirm: (reason: string) => void;
}

/** A confirmation that asks for a reason before an action that is recorded in the audit log. */
export function ReasonDialog({ open, onOpenChange, title, description, ...form }: ReasonDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ReasonForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens, so an earlier reason never lingers. */
function ReasonForm({
  confirmLabel,
  busyLabel,
  busy,
  tone = "primary",
  onConfirm,
  onCancel,
}: Omit<ReasonDialogProps, "open" | "onOpenChange" | "title" | "description"> & { onCancel: () => void }) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: formResolver(reasonForm), defaultValues: { reason: "" } });

  return (
    <form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}>
      <ReasonField
        label={t`Reason`}
        hint={t`Recorded in the audit log with your name.`}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("outline")}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={busy} busyLabel={busyLabel} variant={tone} size="md" className="">
          {confirmLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
