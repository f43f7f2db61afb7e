import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { SubmitButton } from "../../../components/submit-button";
import { formatAmount } from "../../../lib/format";
import { FeeAmount } from "./fee-line";

/**
 * Step 2 of every way of sending: the amount and who gets it, the details read back, the fee and the total, and
 * Confirm, which starts it and e-mails the code (or, once started, asks for the code again).
 */
export function ConfirmLayout({
  heading,
  amount,
  recipient,
  awaitingNote,
  busy,
  awaitingCode,
  onBack,
  onConfirm,
  children,
}: {
  heading: ReactNode;
  amount: number;
  recipient: string;
  /** What the customer reads once the code is on its way. */
  awaitingNote: ReactNode;
  busy: boolean;
  awaitingCode: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** The details' rows, between the amount and the fee. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink-900">{heading}</h2>
      <div className="mt-4 rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">
          <Trans>You send</Trans>
        </p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight text-ink-900">
          {formatAmount(amount)}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>to {recipient}</Trans>
        </p>
      </div>
      <dl className="mt-4 divide-y divide-ink-100">
        {children}
        <DetailRow label={t`Transfer fee`}>
          <FeeAmount />
        </DetailRow>
        <DetailRow label={t`Total`}>
          <span className="figures text-base">{formatAmount(amount)}</span>
        </DetailRow>
      </dl>
      {awaitingCode && (
        <p role="status" className="mt-4 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
          {awaitingNote}
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
