import { otp } from "@larkspur/shared/schemas/fields";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { formResolver } from "../lib/form-resolver";
import { errorMessage } from "../lib/toast";
import { CodeField } from "./form-field";
import { Modal, type ModalControl } from "./modal";
import { SubmitButton } from "./submit-button";

const codeForm = z.object({ otp });
type CodeInput = z.input<typeof codeForm>;
type CodeValues = z.output<typeof codeForm>;

/**
 * A dialog asking for the 6-digit code we e-mailed to confirm a transfer or a payment. `onCode` sends it; the
 * server's refusal, handed to `showError`, stands under the field.
 */
export function CodeModal({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onCode,
}: ModalControl & {
  title: string;
  description: string;
  busy: boolean;
  onCode: (otp: number, showError: (error: unknown) => void) => void;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: formResolver(codeForm),
    defaultValues: { otp: "" },
  });

  const onValid = (values: CodeValues) =>
    onCode(Number(values.otp), (error) => setError("otp", { message: errorMessage(error) }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <CodeField error={errors.otp?.message} {...register("otp")} />
        <SubmitButton busy={busy} busyLabel={t`Verifying...`}>
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
    </Modal>
  );
}
