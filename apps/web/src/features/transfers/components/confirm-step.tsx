import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { SubmitButton } from "../../../components/submit-button";
import { formatAmount } from "../../../lib/format";
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
  const bank = body.bankDetails;
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink-900">Check your transfer</h2>
      <div className="mt-4 rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">You send</p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight text-ink-900">
          {formatAmount(body.amount)}
        </p>
        <p className="mt-1 text-sm text-ink-600">to {bank.accountName}</p>
      </div>
      <dl className="mt-4 divide-y divide-ink-100">
        <DetailRow label="Transfer Option">{body.transferOption}</DetailRow>
        <DetailRow label="Account Name">{bank.accountName}</DetailRow>
        <DetailRow label="Account Number">
          <span className="figures">{bank.accountNumber}</span>
        </DetailRow>
        <DetailRow label="Bank Name">{bank.bankName}</DetailRow>
        <DetailRow label="Account Type">{bank.accountType}</DetailRow>
        {"routingNumber" in bank && (
          <>
            <DetailRow label="Routing Number">
              <span className="figures">{bank.routingNumber}</span>
            </DetailRow>
            <DetailRow label="Swift Code">{bank.swiftCode}</DetailRow>
            <DetailRow label="Country">{bank.country}</DetailRow>
          </>
        )}
        <DetailRow label="Description">{body.description}</DetailRow>
        <DetailRow label="Transfer fee">
          <FeeAmount />
        </DetailRow>
        <DetailRow label="Total">
          <span className="figures text-base">{formatAmount(body.amount)}</span>
        </DetailRow>
      </dl>
      {awaitingCode && (
        <p role="status" className="mt-4 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
          We e-mailed you a code for this transfer. Nothing is sent until you enter it.
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} disabled={busy} className={buttonClass("outline", "lg")}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </button>
        <SubmitButton
          type="button"
          onClick={onConfirm}
          busy={busy}
          busyLabel="Confirming..."
          className="sm:w-auto"
        >
          {awaitingCode ? "Enter code" : "Confirm"}
        </SubmitButton>
      </div>
    </div>
  );
}
