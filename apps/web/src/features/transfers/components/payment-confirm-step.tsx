import type { Payee } from "@larkspur/shared/schemas/payments";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react/macro";
import { DetailRow } from "../../../components/detail-row";
import { transferOptionLabel } from "../../../lib/transfer-labels";
import { type ConfirmControls, ConfirmLayout } from "./confirm-layout";

/** Step 2 of a payment: who gets it, by the name the bank holds, before any money moves. */
export function PaymentConfirmStep({
  body,
  payee,
  controls,
}: {
  body: InitiatePaymentBody;
  payee: Payee;
  controls: ConfirmControls;
}) {
  const { t } = useLingui();
  return (
    <ConfirmLayout kind="payment" body={body} recipient={payee.name} controls={controls}>
      <DetailRow label={t`Transfer Option`}>{transferOptionLabel(body.transferOption)}</DetailRow>
      <DetailRow label={t`Paid to`}>{payee.name}</DetailRow>
      <DetailRow label={t`Account Number`}>
        <span className="figures">{payee.accountNumber}</span>
      </DetailRow>
      <DetailRow label={t`Description`}>{body.description}</DetailRow>
    </ConfirmLayout>
  );
}
