import { assignMoneyInBody } from "@larkspur/shared/schemas/rails";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { formResolver } from "../../../lib/form-resolver";
import { ReasonField } from "./reason-field";

interface AssignMoneyDialogProps extends ModalControl {
  description: string;
  busy: boolean;
  /** The server's refusal (no such customer, already decided), shown in the dialog. */
  error?: string;
  onAssign: (accountNumber: string, reason: string) => void;
}

/** Gives unmatched money to a customer, named by account number, with a reason for the audit log. */
export function AssignMoneyDialog({ open, onOpenChange, description, ...form }: AssignMoneyDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Assign to a customer`} description={description}>
      <AssignForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

function AssignForm({
  busy,
  error,
  onAssign,
  onCancel,
}: Omit<AssignMoneyDialogProps, "open" | "onOpenChange" | "description"> & { onCancel: () => void }) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    { accountNumber: string | number; reason: string },
    unknown,
    { accountNumber: string; reason: string }
  >({
    resolver: formResolver(assignMoneyInBody),
    defaultValues: { accountNumber: "", reason: "" },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ accountNumber, reason }) => onAssign(accountNumber, reason))}
      className="space-y-4"
    >
      <TextField
        label={t`Customer's account number`}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register("accountNumber")}
      />
      <ReasonField
        label={t`Reason`}
        hint={t`Recorded in the audit log with your name.`}
        error={errors.reason?.message}
        {...register("reason")}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {error}
        </p>
      )}
      <SaveOrCancel busy={busy} busyLabel={t`Assigning...`} onCancel={onCancel}>
        <Trans>Credit the customer</Trans>
      </SaveOrCancel>
    </form>
  );
}
