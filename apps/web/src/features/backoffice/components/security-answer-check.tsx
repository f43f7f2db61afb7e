import { type SecurityQuestion, securityAnswer } from "@larkspur/shared/schemas/security-questions";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { SelectField, TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { errorMessage } from "../../../lib/toast";
import { useCheckSecurityAnswer, useCustomerQuestions } from "../api/security-answer-check";
import { securityQuestionLabels } from "../security-question-labels";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

/**
 * An operator verifying a caller: pick one of the customer's questions, type what the caller says, see Match or No
 * match. The server audits each check (never the answer) and allows 5 per customer an hour.
 */
export function SecurityAnswerCheck({ userId }: { userId: string }) {
  const { t } = useLingui();
  const questions = useCustomerQuestions(userId);

  if (questions.isPending) return <ListSkeleton label={t`Loading the customer's questions`} rows={2} />;
  if (questions.isError) {
    return <ErrorState title={t`We could not load the customer's security questions.`} query={questions} />;
  }
  const chosen = questions.data.questions.filter((question) => question in securityQuestionLabels);
  if (chosen.length === 0) {
    return (
      <EmptyState Icon={KeyRound} title={t`No security questions`}>
        <Trans>
          This customer has not chosen security questions yet, so a caller cannot be checked this way.
        </Trans>
      </EmptyState>
    );
  }
  return <CheckForm userId={userId} chosen={chosen} />;
}

function CheckForm({ userId, chosen }: { userId: string; chosen: SecurityQuestion[] }) {
  const { i18n, t } = useLingui();
  const check = useCheckSecurityAnswer(userId);
  const [question, setQuestion] = useState<SecurityQuestion>(chosen[0]!);
  const [answer, setAnswer] = useState("");
  const [answerError, setAnswerError] = useState<string>();
  const [outcome, setOutcome] = useState<{ match: boolean } | { refusal: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!securityAnswer.safeParse(answer).success) {
      setAnswerError(t`Type what the caller says: 2 to 100 characters`);
      return;
    }
    setAnswerError(undefined);
    check.mutate(
      { question, answer },
      {
        onSuccess: (result) => {
          setOutcome(result);
          // What the caller said is not left on screen once checked.
          setAnswer("");
        },
        onError: (error) => setOutcome({ refusal: errorMessage(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6">
      <p className="text-sm text-ink-600">
        <Trans>
          Ask the caller one of the customer's questions. Each check is recorded in the audit log, without the
          answer; at most 5 checks per customer an hour.
        </Trans>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t`Question`}
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value as SecurityQuestion);
            setOutcome(null);
          }}
        >
          {chosen.map((key) => (
            <option key={key} value={key}>
              {i18n._(securityQuestionLabels[key])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`What the caller says`}
          autoComplete="off"
          spellCheck={false}
          value={answer}
          error={answerError}
          onChange={(event) => {
            setAnswer(event.target.value);
            setOutcome(null);
          }}
        />
      </div>
      <SubmitButton busy={check.isPending} busyLabel={t`Checking...`} size="md" className="">
        <Trans>Check</Trans>
      </SubmitButton>
      <div role="status" aria-live="polite">
        {outcome && "match" in outcome && outcome.match && (
          <p className="flex items-center gap-2 text-lg font-semibold text-positive-600">
            <CircleCheck className="size-6" aria-hidden="true" />
            <Trans>Match</Trans>
          </p>
        )}
        {outcome && "match" in outcome && !outcome.match && (
          <p className="flex items-center gap-2 text-lg font-semibold text-negative-600">
            <CircleX className="size-6" aria-hidden="true" />
            <Trans>No match</Trans>
          </p>
        )}
        {outcome && "refusal" in outcome && (
          <p className="rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900">
            {outcome.refusal}
          </p>
        )}
      </div>
    </form>
  );
}
