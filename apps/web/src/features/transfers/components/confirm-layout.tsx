import type { InitiateBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { SubmitButton } from "../../../components/submit-button";
import { formatMoney } from "../../../lib/format";
import { sentCurrency } from "../sent-currency";
import { FeeAmount } from "./fee-line";
import { WhenFields } from "./when-fields";

/** What the wizard gives its Confirm step: whether it is busy or waits for the code, and the two buttons' actions. */
export interface ConfirmControls {
  busy: boolean;
  /** The money was asked for and its code e-mailed; confirming again reopens the code dialog. */
  awaitingCode: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** When the money goes: now, on a day, or repeating. */
  when?: ComponentProps<typeof WhenFields>;
}

/**
 * Step 2 of every way of sending: the amount and who gets it, the details read back, the fee and the total, and
 * Confirm, which starts it and e-mails the code (or, once started, asks for the code again).
 */
export function ConfirmLayout({
  kind,
  body,
  recipient,
  controls: { busy, awaitingCode, onBack, onConfirm, when },
  children,
}: {
  kind: "transfer" | "payment";
  body: InitiateBody;
  recipient: string;
  controls: ConfirmControls;
  /** The details' rows, between the amount and the fee. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const amount = formatMoney(body.amount, sentCurrency(body));
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink-900">
        {kind === "payment" ? <Trans>Check your payment</Trans> : <Trans>Check your transfer</Trans>}
      </h2>
      <div className="mt-4 rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">
          <Trans>You send</Trans>
        </p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight text-ink-900">{amount}</p>
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
          <span className="figures text-base">{amount}</span>
        </DetailRow>
      </dl>
      {when && <WhenFields {...when} />}
      {awaitingCode && (
        <p role="status" className="mt-4 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
          {kind === "payment" ? (
            <Trans>We e-mailed you a code for this payment. Nothing is sent until you enter it.</Trans>
          ) : (
            <Trans>We e-mailed you a code for this transfer. Nothing is sent until you enter it.</Trans>
          )}
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
