import { timings } from "@larkspur/shared/limits";
import type { CurrentUser, UpdateUserBody } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useUpdateUser } from "../api/update-user";

export interface ProfileField<T> {
  name: Path<T> & keyof UpdateUserBody;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  optional?: boolean;
}

/**
 * One edit dialog for a profile card: Save Changes appears once a field changed, reads "Saving
 * Changes..." while busy, then "Changes saved" and a reload after 1.8 s; a failure says "Something went wrong".
 */
export function EditProfileModal<T extends FieldValues>({
  title,
  open,
  onOpenChange,
  ...form
}: {
  title: string;
} & ModalControl &
  EditFormProps<T>) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {/* Mounted per opening (Radix drops closed content), so each edit starts from what is saved. */}
      <EditForm {...form} />
    </Modal>
  );
}

interface EditFormProps<T extends FieldValues> {
  user: CurrentUser;
  schema: z.ZodType<T, T>;
  fields: ProfileField<T>[];
}

function EditForm<T extends FieldValues>({ user, schema, fields }: EditFormProps<T>) {
  const { t } = useLingui();
  const update = useUpdateUser(user._id);
  const [saved, setSaved] = useState(false);
  const defaults = Object.fromEntries(fields.map((field) => [field.name, user[field.name] ?? ""]));
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<T>({ resolver: formResolver(schema), defaultValues: defaults as never });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => window.location.reload(), timings.reloadMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const onValid = (values: T) =>
    update.mutate(values as UpdateUserBody, {
      onSuccess: () => {
        notify.success(text("changesSaved"));
        setSaved(true);
      },
      onError: () => notify.error(text("somethingWentWrong")),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete}
          optional={field.optional}
          error={errors[field.name]?.message as string | undefined}
          {...register(field.name)}
        />
      ))}
      {saved && (
        <p role="status" className="text-sm font-medium text-positive-600">
          {text("changesSaved")}
        </p>
      )}
      {isDirty && !saved && (
        <SubmitButton busy={update.isPending} busyLabel={t`Saving Changes...`}>
          <Trans>Save Changes</Trans>
        </SubmitButton>
      )}
    </form>
  );
}
