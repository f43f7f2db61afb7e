import { useLingui } from "@lingui/react/macro";
import { CodeModal } from "../../../components/code-modal";
import type { ModalControl } from "../../../components/modal";
import { useVerifyTransfer } from "../../../lib/verify-transfer";

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
}: ModalControl & {
  kind?: "transfer" | "payment";
  userId: string;
  transactionId: string;
  onVerified: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyTransfer(userId);
  return (
    <CodeModal
      open={open}
      onOpenChange={onOpenChange}
      title={kind === "payment" ? t`Payment Verification` : t`Transfer Verification`}
      description={
        kind === "payment"
          ? t`Enter the 6-digit code we just e-mailed you to confirm this payment.`
          : t`Enter the 6-digit code we just e-mailed you to confirm this transfer.`
      }
      busy={verify.isPending}
      onCode={(otp, showError) =>
        verify.mutate({ otp, transactionId }, { onSuccess: () => onVerified(), onError: showError })
      }
    />
  );
}
