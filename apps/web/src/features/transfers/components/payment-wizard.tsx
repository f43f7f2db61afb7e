import type { Payee } from "@larkspur/shared/schemas/payments";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useState } from "react";
import { balancesOf } from "../../../lib/balances";
import { emptyPayment, type PaymentFormInput } from "../payment-form-schema";
import { PaymentConfirmStep } from "./payment-confirm-step";
import { PaymentForm } from "./payment-form";
import { PaymentSuccess } from "./payment-success";
import { SaveRecipient } from "./save-recipient";
import { ScheduleCodeModal } from "./schedule-code-modal";
import { ScheduledSuccess } from "./scheduled-success";
import { StepIndicator } from "./step-indicator";
import { useSendAttempt } from "./use-send-attempt";
import { VerifyTransferModal } from "./verify-transfer-modal";

interface Typed {
  input: PaymentFormInput;
  payee: Payee;
}

/** Details, Confirm, Success, for a payment to another Larkspur customer: it arrives at once, with no review. */
export function PaymentWizard({ user }: { user: CurrentUser }) {
  const [typed, setTyped] = useState<{ input: PaymentFormInput; payee: Payee | null }>({
    input: emptyPayment,
    payee: null,
  });
  const wizard = useSendAttempt<InitiatePaymentBody, Typed>(user);
  const { step, attempt } = wizard;
  const again = () => {
    setTyped({ input: emptyPayment, payee: null });
    wizard.startOver();
  };

  return (
    <div className="space-y-8">
      <StepIndicator current={step} />
      {step === "Details" && (
        <PaymentForm
          userId={user._id}
          balances={balancesOf(user)}
          initial={typed.input}
          initialPayee={typed.payee}
          onContinue={(body, input, payee) => {
            setTyped({ input, payee });
            wizard.review(body, { input, payee });
          }}
        />
      )}
      {step === "Confirm" && attempt && (
        <>
          <PaymentConfirmStep body={attempt.body} payee={attempt.extra.payee} controls={wizard.controls} />
          {attempt.scheduleId && (
            <ScheduleCodeModal userId={user._id} scheduleId={attempt.scheduleId} {...wizard.scheduleDialog} />
          )}
          {attempt.transactionId && (
            <VerifyTransferModal
              kind="payment"
              userId={user._id}
              transactionId={attempt.transactionId}
              {...wizard.codeDialog}
            />
          )}
        </>
      )}
      {step === "Success" && wizard.confirmedSchedule && (
        <ScheduledSuccess schedule={wizard.confirmedSchedule} onAgain={again} />
      )}
      {step === "Success" && attempt && !wizard.confirmedSchedule && (
        <PaymentSuccess
          body={attempt.body}
          payee={attempt.extra.payee}
          extra={<SaveRecipient userId={user._id} payee={attempt.extra.payee} />}
          onAgain={again}
        />
      )}
    </div>
  );
}
