import { otp } from "@larkspur/shared/schemas/fields";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CodeField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage } from "../../../lib/toast";
import { useVerifyTransfer } from "../api/verify-transfer";

const codeForm = z.object({ otp });
type CodeInput = z.input<typeof codeForm>;
type CodeValues = z.output<typeof codeForm>;

/**
 * The verification dialog: the e-mailed code confirms a transfer (which then goes up for review) or a payment to
 * another customer (which then arrives at once).
 */
export function VerifyTransferModal({
  kind = "transfer",
  open,
  onOpenChange,
  userId,
  transactionId,
  onVerified,
}: {
  kind?: "transfer" | "payment";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  transactionId: string;
  onVerified: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyTransfer(userId);
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
    verify.mutate(
      { otp: Number(values.otp), transactionId },
      {
        onSuccess: () => onVerified(),
        onError: (error) => setError("otp", { message: errorMessage(error) }),
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={kind === "payment" ? t`Payment Verification` : t`Transfer Verification`}
      description={
        kind === "payment"
          ? t`Enter the 6-digit code we just e-mailed you to confirm this payment.`
          : t`Enter the 6-digit code we just e-mailed you to confirm this transfer.`
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <CodeField error={errors.otp?.message} {...register("otp")} />
        <SubmitButton busy={verify.isPending} busyLabel={t`Verifying...`}>
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
    </Modal>
  );
}
