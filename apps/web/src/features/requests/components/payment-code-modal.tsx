import { useLingui } from "@lingui/react/macro";
import { CodeModal } from "../../../components/code-modal";
import type { ModalControl } from "../../../components/modal";
import { useVerifyPayment } from "../api/verify-payment";

/** The e-mailed code confirms the payment; the money moves at once. */
export function PaymentCodeModal({
  open,
  onOpenChange,
  userId,
  transactionId,
  onPaid,
}: ModalControl & {
  userId: string;
  transactionId: string;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyPayment(userId, onPaid);
  return (
    <CodeModal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Payment Verification`}
      description={t`Enter the 6-digit code we just e-mailed you to confirm this payment.`}
      busy={verify.isPending}
      onCode={(otp, showError) => verify.mutate({ otp, transactionId }, { onError: showError })}
    />
  );
}
