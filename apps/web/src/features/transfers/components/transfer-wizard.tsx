import type { InitiateTransferBody, TransferOption } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useState } from "react";
import { balancesOf } from "../../../lib/balances";
import { emptyTransfer, type TransferFormInput } from "../transfer-form-schema";
import { ConfirmStep } from "./confirm-step";
import { ScheduleCodeModal } from "./schedule-code-modal";
import { ScheduledSuccess } from "./scheduled-success";
import { StepIndicator } from "./step-indicator";
import { TransferForm } from "./transfer-form";
import { TransferSuccess } from "./transfer-success";
import { useSendAttempt } from "./use-send-attempt";
import { VerifyTransferModal } from "./verify-transfer-modal";

/** Details, Confirm, Success, for a transfer to a bank account. */
export function TransferWizard({ option, user }: { option: TransferOption; user: CurrentUser }) {
  const [input, setInput] = useState<TransferFormInput>(() => emptyTransfer(option));
  const wizard = useSendAttempt<InitiateTransferBody, TransferFormInput>(user);
  const { step, attempt } = wizard;
  const again = () => {
    setInput(emptyTransfer(option));
    wizard.startOver();
  };

  return (
    <div className="space-y-8">
      <StepIndicator current={step} />
      {step === "Details" && (
        <TransferForm
          userId={user._id}
          balances={balancesOf(user)}
          initial={input}
          onContinue={(body, typed) => {
            setInput(typed);
            wizard.review(body, typed);
          }}
        />
      )}
      {step === "Confirm" && attempt && (
        <>
          <ConfirmStep body={attempt.body} controls={wizard.controls} />
          {attempt.scheduleId && (
            <ScheduleCodeModal userId={user._id} scheduleId={attempt.scheduleId} {...wizard.scheduleDialog} />
          )}
          {attempt.transactionId && (
            <VerifyTransferModal
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
        <TransferSuccess body={attempt.body} onAgain={again} />
      )}
    </div>
  );
}
