import { dollarsToCents } from "@larkspur/shared/money";
import type { CreateScheduleBody, SchedulePayment, ScheduleView } from "@larkspur/shared/schemas/schedules";
import type { InitiateBody } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useState } from "react";
import { availableIn } from "../../../lib/balances";
import { i18n } from "../../../lib/i18n";
import { todayIn } from "../../../lib/schedule-labels";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useCreateSchedule } from "../api/create-schedule";
import { useInitiateTransfer } from "../api/initiate-transfer";
import { sentCurrency } from "../sent-currency";
import { scheduleBodyOf, sendNow, type When, whenProblem } from "../when";
import type { ConfirmControls } from "./confirm-layout";
import type { Step } from "./step-indicator";

export interface Attempt<Body extends InitiateBody, Extra> {
  body: Body;
  /** What the wizard keeps beside the body: the form as typed, the payee shown. */
  extra: Extra;
  /** One per attempt: every retry of this attempt's Confirm is the same request to the server. */
  idempotencyKey: string;
  transactionId?: string;
  /** A payment for later: the schedule asked for, and its id once the server e-mailed its code. */
  schedule?: CreateScheduleBody;
  scheduleId?: string;
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
  const createSchedule = useCreateSchedule(user._id);
  const today = todayIn(user.timeZone || undefined);
  const [when, setWhen] = useState<When>(() => sendNow(today));
  const [whenShown, setWhenShown] = useState(false);
  const [confirmedSchedule, setConfirmedSchedule] = useState<ScheduleView | null>(null);
  const problem = whenShown ? whenProblem(when, today) : null;

  const review = (body: Body, extra: Extra) => {
    setAttempt({ body, extra, idempotencyKey: crypto.randomUUID() });
    setStep("Confirm");
  };

  /** A payment for later: the schedule is set up (its code e-mailed) and the code dialog opens. */
  const confirmSchedule = (current: Attempt<Body, Extra>, schedule: CreateScheduleBody) => {
    setWhenShown(true);
    if (whenProblem(when, today)) return;
    createSchedule.mutate(schedule, {
      onSuccess: ({ scheduleId }) => {
        setAttempt({ ...current, schedule, scheduleId });
        setCodeOpen(true);
      },
    });
  };

  const confirm = () => {
    if (!attempt) return;
    if (attempt.transactionId || attempt.scheduleId) {
      setCodeOpen(true);
      return;
    }
    const schedule = scheduleBodyOf(when, attempt.body as SchedulePayment);
    if (schedule) {
      confirmSchedule(attempt, schedule);
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

  const scheduleConfirmed = (schedule: ScheduleView) => {
    setConfirmedSchedule(schedule);
    verified();
  };

  const startOver = () => {
    setAttempt(null);
    initiate.reset();
    createSchedule.reset();
    setWhen(sendNow(today));
    setWhenShown(false);
    setConfirmedSchedule(null);
    setStep("Details");
  };

  return {
    step,
    attempt,
    /** The code dialog's state, once the money was asked for. */
    codeDialog: { open: codeOpen, onOpenChange: setCodeOpen, onVerified: verified },
    /** The schedule's code dialog, once a payment for later was asked for. */
    scheduleDialog: { open: codeOpen, onOpenChange: setCodeOpen, onConfirmed: scheduleConfirmed },
    /** The schedule its code confirmed: the Success step shows it. */
    confirmedSchedule,
    review,
    controls: {
      when: {
        when,
        onChange: setWhen,
        today,
        problem: problem ? i18n._(problem) : null,
        locked: attempt?.scheduleId !== undefined || attempt?.transactionId !== undefined,
      },
      busy: initiate.isPending || createSchedule.isPending,
      awaitingCode: attempt?.transactionId !== undefined || attempt?.scheduleId !== undefined,
      onBack: () => setStep("Details"),
      onConfirm: confirm,
    } satisfies ConfirmControls,
    startOver,
  };
}
