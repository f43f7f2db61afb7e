import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { SubmitButton } from "../../../components/submit-button";
import { formatAmount } from "../../../lib/format";
import { FeeAmount } from "./fee-line";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-6 py-2.5 text-sm">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-right font-medium wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

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
        <Row label="Transfer Option">{body.transferOption}</Row>
        <Row label="Account Name">{bank.accountName}</Row>
        <Row label="Account Number">
          <span className="figures">{bank.accountNumber}</span>
        </Row>
        <Row label="Bank Name">{bank.bankName}</Row>
        <Row label="Account Type">{bank.accountType}</Row>
        {"routingNumber" in bank && (
          <>
            <Row label="Routing Number">
              <span className="figures">{bank.routingNumber}</span>
            </Row>
            <Row label="Swift Code">{bank.swiftCode}</Row>
            <Row label="Country">{bank.country}</Row>
          </>
        )}
        <Row label="Description">{body.description}</Row>
        <Row label="Transfer fee">
          <FeeAmount />
        </Row>
        <Row label="Total">
          <span className="figures text-base">{formatAmount(body.amount)}</span>
        </Row>
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
