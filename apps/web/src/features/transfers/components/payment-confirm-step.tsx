import type { Payee } from "@larkspur/shared/schemas/payments";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { DetailRow } from "../../../components/detail-row";
import { transferOptionLabel } from "../../../lib/transfer-labels";
import { ConfirmLayout } from "./confirm-layout";

/** Step 2 of a payment: who gets it, by the name the bank holds, before any money moves. */
export function PaymentConfirmStep({
  body,
  payee,
  busy,
  awaitingCode,
  onBack,
  onConfirm,
}: {
  body: InitiatePaymentBody;
  payee: Payee;
  busy: boolean;
  awaitingCode: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmLayout
      heading={<Trans>Check your payment</Trans>}
      amount={body.amount}
      recipient={payee.name}
      awaitingNote={
        <Trans>We e-mailed you a code for this payment. Nothing is sent until you enter it.</Trans>
      }
      busy={busy}
      awaitingCode={awaitingCode}
      onBack={onBack}
      onConfirm={onConfirm}
    >
      <DetailRow label={t`Transfer Option`}>{transferOptionLabel(body.transferOption)}</DetailRow>
      <DetailRow label={t`Paid to`}>{payee.name}</DetailRow>
      <DetailRow label={t`Account Number`}>
        <span className="figures">{payee.accountNumber}</span>
      </DetailRow>
      <DetailRow label={t`Description`}>{body.description}</DetailRow>
    </ConfirmLayout>
  );
}
