import { otp } from "@larkspur/shared/schemas/fields";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CodeField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage, notify } from "../../../lib/toast";
import { useVerifyPayment } from "../api/verify-payment";

const codeForm = z.object({ otp });
type CodeInput = z.input<typeof codeForm>;
type CodeValues = z.output<typeof codeForm>;

/** The e-mailed code confirms the payment; the money moves at once. */
export function PaymentCodeModal({
  open,
  onOpenChange,
  userId,
  transactionId,
  onPaid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  transactionId: string;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyPayment(userId);
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
        onSuccess: () => onPaid(),
        onError: (error) => {
          // Paid by someone else, or closed, meanwhile: the page now shows the request as it is, so say why here too.
          if (error instanceof ApiError && error.status === 409) notify.error(error.message);
          setError("otp", { message: errorMessage(error) });
        },
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Payment Verification`}
      description={t`Enter the 6-digit code we just e-mailed you to confirm this payment.`}
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
