import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { SubmitButton } from "../../../components/submit-button";
import { countryName } from "../../../lib/country-names";
import { formatAmount } from "../../../lib/format";
import { accountTypeLabel, transferOptionLabel } from "../../../lib/transfer-labels";
import { FeeAmount } from "./fee-line";

/** Step 2: the transfer read back before any money is asked for. */
export function ConfirmStep({
  body,
  busy,
  awaitingCode,
  onBack,
  onConfirm,
}: {
  body: InitiateTransferBody;
  busy: boolean;
  /** The transfer was started and its code e-mailed; confirming again reopens the code dialog. */
  awaitingCode: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const bank = body.bankDetails;
  const recipient = bank.accountName;
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink-900">
        <Trans>Check your transfer</Trans>
      </h2>
      <div className="mt-4 rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">
          <Trans>You send</Trans>
        </p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight text-ink-900">
          {formatAmount(body.amount)}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>to {recipient}</Trans>
        </p>
      </div>
      <dl className="mt-4 divide-y divide-ink-100">
        <DetailRow label={t`Transfer Option`}>{transferOptionLabel(body.transferOption)}</DetailRow>
        <DetailRow label={t`Account Name`}>{bank.accountName}</DetailRow>
        <DetailRow label={t`Account Number`}>
          <span className="figures">{bank.accountNumber}</span>
        </DetailRow>
        <DetailRow label={t`Bank Name`}>{bank.bankName}</DetailRow>
        <DetailRow label={t`Account Type`}>{accountTypeLabel(bank.accountType)}</DetailRow>
        {"routingNumber" in bank && (
          <>
            <DetailRow label={t`Routing Number`}>
              <span className="figures">{bank.routingNumber}</span>
            </DetailRow>
            <DetailRow label={t`Swift Code`}>{bank.swiftCode}</DetailRow>
            <DetailRow label={t`Country`}>{countryName(bank.country)}</DetailRow>
          </>
        )}
        <DetailRow label={t`Description`}>{body.description}</DetailRow>
        <DetailRow label={t`Transfer fee`}>
          <FeeAmount />
        </DetailRow>
        <DetailRow label={t`Total`}>
          <span className="figures text-base">{formatAmount(body.amount)}</span>
        </DetailRow>
      </dl>
      {awaitingCode && (
        <p role="status" className="mt-4 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
          <Trans>We e-mailed you a code for this transfer. Nothing is sent until you enter it.</Trans>
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} disabled={busy} className={buttonClass("outline", "lg")}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          <Trans>Back</Trans>
        </button>
        <SubmitButton
          type="button"
          onClick={onConfirm}
          busy={busy}
          busyLabel={t`Confirming...`}
          className="sm:w-auto"
        >
          {awaitingCode ? <Trans>Enter code</Trans> : <Trans>Confirm</Trans>}
        </SubmitButton>
      </div>
    </div>
  );
}
