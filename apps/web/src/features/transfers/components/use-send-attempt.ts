import { dollarsToCents } from "@larkspur/shared/money";
import type { InitiateBody } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useState } from "react";
import { availableIn } from "../../../lib/balances";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useInitiateTransfer } from "../api/initiate-transfer";
import { sentCurrency } from "../sent-currency";
import type { ConfirmControls } from "./confirm-layout";
import type { Step } from "./step-indicator";

export interface Attempt<Body extends InitiateBody, Extra> {
  body: Body;
  /** What the wizard keeps beside the body: the form as typed, the payee shown. */
  extra: Extra;
  /** One per attempt: every retry of this attempt's Confirm is the same request to the server. */
  idempotencyKey: string;
  transactionId?: string;
}

/**
 * Compared in hundredths, never as floating-point numbers: exact for every currency, none having more than two
 * decimals.
 */
function exceedsBalance(amount: number, balance: number): boolean {
  return (dollarsToCents(amount) ?? 0n) > (dollarsToCents(balance) ?? 0n);
}

/**
 * The steps every way of sending money shares: Details, Confirm (which starts it and opens the code dialog, or
 * reopens it once started), Success.
 */
export function useSendAttempt<Body extends InitiateBody, Extra>(user: CurrentUser) {
  const [step, setStep] = useState<Step>("Details");
  const [attempt, setAttempt] = useState<Attempt<Body, Extra> | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const initiate = useInitiateTransfer(user._id);

  const review = (body: Body, extra: Extra) => {
    setAttempt({ body, extra, idempotencyKey: crypto.randomUUID() });
    setStep("Confirm");
  };

  const confirm = () => {
    if (!attempt) return;
    if (attempt.transactionId) {
      setCodeOpen(true);
      return;
    }
    if (exceedsBalance(attempt.body.amount, availableIn(user, sentCurrency(attempt.body)))) {
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

  const verified = () => {
    setCodeOpen(false);
    setStep("Success");
  };

  const startOver = () => {
    setAttempt(null);
    initiate.reset();
    setStep("Details");
  };

  return {
    step,
    attempt,
    /** The code dialog's state, once the money was asked for. */
    codeDialog: { open: codeOpen, onOpenChange: setCodeOpen, onVerified: verified },
    review,
    controls: {
      busy: initiate.isPending,
      awaitingCode: attempt?.transactionId !== undefined,
      onBack: () => setStep("Details"),
      onConfirm: confirm,
    } satisfies ConfirmControls,
    startOver,
  };
}
