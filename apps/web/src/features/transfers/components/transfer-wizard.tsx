import { dollarsToCents } from "@larkspur/shared/money";
import type { InitiateTransferBody, TransferOption } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useState } from "react";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useInitiateTransfer } from "../api/initiate-transfer";
import { emptyTransfer, type TransferFormInput } from "../transfer-form-schema";
import { ConfirmStep } from "./confirm-step";
import { type Step, StepIndicator } from "./step-indicator";
import { TransferForm } from "./transfer-form";
import { TransferSuccess } from "./transfer-success";
import { VerifyTransferModal } from "./verify-transfer-modal";

interface Attempt {
  body: InitiateTransferBody;
  input: TransferFormInput;
  /** One per attempt: every retry of this attempt's Confirm is the same request to the server. */
  idempotencyKey: string;
  transactionId?: string;
}

/** Compared in cents, never as floating-point dollars. */
function exceedsBalance(amount: number, balance: number): boolean {
  return (dollarsToCents(amount) ?? 0n) > (dollarsToCents(balance) ?? 0n);
}

/** Details, Confirm, Success, for one transfer option. */
export function TransferWizard({ option, user }: { option: TransferOption; user: CurrentUser }) {
  const [step, setStep] = useState<Step>("Details");
  const [input, setInput] = useState<TransferFormInput>(() => emptyTransfer(option));
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const initiate = useInitiateTransfer(user._id);

  const onContinue = (body: InitiateTransferBody, typed: TransferFormInput) => {
    setInput(typed);
    setAttempt({ body, input: typed, idempotencyKey: crypto.randomUUID() });
    setStep("Confirm");
  };

  const onConfirm = () => {
    if (!attempt) return;
    if (attempt.transactionId) {
      setCodeOpen(true);
      return;
    }
    if (exceedsBalance(attempt.body.amount, user.balance)) {
      notify.error(text("insufficientBalance"));
      return;
    }
    initiate.mutate(
      { body: attempt.body, idempotencyKey: attempt.idempotencyKey },
      {
        onSuccess: ({ transactionId }) => {
          setAttempt({ ...attempt, transactionId });
          setCodeOpen(true);
        },
      },
    );
  };

  const startOver = () => {
    setInput(emptyTransfer(option));
    setAttempt(null);
    initiate.reset();
    setStep("Details");
  };

  return (
    <div className="space-y-8">
      <StepIndicator current={step} />
      {step === "Details" && <TransferForm initial={input} onContinue={onContinue} />}
      {step === "Confirm" && attempt && (
        <>
          <ConfirmStep
            body={attempt.body}
            busy={initiate.isPending}
            awaitingCode={attempt.transactionId !== undefined}
            onBack={() => setStep("Details")}
            onConfirm={onConfirm}
          />
          {attempt.transactionId && (
            <VerifyTransferModal
              open={codeOpen}
              onOpenChange={setCodeOpen}
              userId={user._id}
              transactionId={attempt.transactionId}
              onVerified={() => {
                setCodeOpen(false);
                setStep("Success");
              }}
            />
          )}
        </>
      )}
      {step === "Success" && attempt && <TransferSuccess body={attempt.body} onAgain={startOver} />}
    </div>
  );
}
