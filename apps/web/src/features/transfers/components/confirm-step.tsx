import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react/macro";
import { DetailRow } from "../../../components/detail-row";
import { countryName } from "../../../lib/country-names";
import { accountTypeLabel, transferOptionLabel } from "../../../lib/transfer-labels";
import { type ConfirmControls, ConfirmLayout } from "./confirm-layout";

/** Step 2 of a bank transfer: the transfer read back before any money is asked for. */
export function ConfirmStep({ body, controls }: { body: InitiateTransferBody; controls: ConfirmControls }) {
  const { t } = useLingui();
  const bank = body.bankDetails;
  return (
    <ConfirmLayout kind="transfer" body={body} recipient={bank.accountName} controls={controls}>
      <DetailRow label={t`Transfer Option`}>{transferOptionLabel(body.transferOption)}</DetailRow>
      <DetailRow label={t`Account Name`}>{bank.accountName}</DetailRow>
      <DetailRow label={t`Account Number`}>
        <span className="figures">{bank.accountNumber}</span>
      </DetailRow>
      <DetailRow label={t`Bank Name`}>{bank.bankName}</DetailRow>
      <DetailRow label={t`Account Type`}>{accountTypeLabel(bank.accountType)}</DetailRow>
      <DetailRow label={t`Routing Number`}>
        <span className="figures">{bank.routingNumber}</span>
      </DetailRow>
      {"swiftCode" in bank && (
        <>
          <DetailRow label={t`Swift Code`}>{bank.swiftCode}</DetailRow>
          <DetailRow label={t`Country`}>{countryName(bank.country)}</DetailRow>
        </>
      )}
      <DetailRow label={t`Description`}>{body.description}</DetailRow>
    </ConfirmLayout>
  );
}
