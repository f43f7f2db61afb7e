import { type CreateStaffBody, createStaffBody } from "@larkspur/shared/schemas/admin";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage, notify } from "../../../lib/toast";
import { useAddStaff } from "../api/add-staff";

/** An admin adds an operator (or another admin), who is e-mailed a link to set their own password. */
export function AddStaffDialog({ open, onOpenChange }: ModalControl) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add a staff member`}
      description={t`They get an e-mail with a link to set their password, then sign in on the usual sign-in page.`}
    >
      <AddStaffForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function AddStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateStaffBody>({
    resolver: formResolver(createStaffBody),
    defaultValues: { firstName: "", lastName: "", email: "", role: "operator" },
  });

  const onValid = (body: CreateStaffBody) =>
    add.mutate(body, {
      onSuccess: () => {
        const { email } = body;
        notify.success(t`${email} added. A link to set their password is on its way.`);
        onDone();
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.status === 409 ? "email" : "root";
        setError(field, { message: errorMessage(error) });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          label={t`Last name`}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register("email")}
      />
      <SelectField label={t`Role`} error={errors.role?.message} {...register("role")}>
        <option value="operator">{t`Operator: reviews transfers, credits deposits, holds accounts`}</option>
        <option value="admin">{t`Admin: everything an operator does, and manages staff`}</option>
      </SelectField>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {errors.root.message}
        </p>
      )}
      <SaveOrCancel busy={add.isPending} busyLabel={t`Adding...`} onCancel={onDone}>
        <Trans>Add staff member</Trans>
      </SaveOrCancel>
    </form>
  );
}
