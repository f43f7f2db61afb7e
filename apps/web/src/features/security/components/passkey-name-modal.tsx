import { limits } from "@larkspur/shared/limits";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { formatNumber } from "../../../lib/format";

/** What the name form says and does: adding a passkey and renaming one share it. */
export interface PasskeyNameForm {
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  initialName?: string;
  busy: boolean;
  /** Saves the name; answers the refusal to show under the field, or null once done. */
  onSave: (name: string) => Promise<string | null>;
}

/** A dialog asking for a passkey's name (1 to 50 characters), as the API checks it again. */
export function PasskeyNameModal({ form, ...control }: ModalControl & { form: PasskeyNameForm }) {
  return (
    <Modal {...control} title={form.title} description={form.description}>
      {/* Mounted per opening (Radix drops closed content), so the field starts afresh each time. */}
      <NameForm form={form} />
    </Modal>
  );
}

function NameForm({ form }: { form: PasskeyNameForm }) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const max = formatNumber(limits.nameMax);
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t`Passkey name is required`)
      .max(limits.nameMax, t`Passkey name must be at most ${max} characters`),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({
    defaultValues: { name: form.initialName ?? "" },
    resolver: formResolver(schema),
  });

  const onValid = async ({ name }: { name: string }) => {
    setRefusal(null);
    setRefusal(await form.onSave(name));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <TextField
        label={t`Passkey name`}
        hint={t`For example, "Work laptop"`}
        autoComplete="off"
        maxLength={limits.nameMax + 10}
        error={errors.name?.message ?? refusal ?? undefined}
        {...register("name")}
      />
      <SubmitButton busy={form.busy} busyLabel={form.busyLabel}>
        {form.submitLabel}
      </SubmitButton>
    </form>
  );
}
