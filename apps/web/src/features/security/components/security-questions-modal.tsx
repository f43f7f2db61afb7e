import {
  type SecurityQuestion,
  securityAnswer,
  securityAnswerLength,
  securityQuestions,
} from "@larkspur/shared/schemas/security-questions";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { securityQuestionLabels } from "../../../components/account-security-questions";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { errorMessage, notify } from "../../../lib/toast";
import { useSaveSecurityQuestions } from "../api/security-questions";

const rows = [0, 1, 2] as const;

interface QuestionsForm {
  items: { question: SecurityQuestion | ""; answer: string }[];
}

/** The Change dialog: three different questions of the eight, each with its answer; saving replaces all three. */
export function SecurityQuestionsModal({ chosen, ...control }: ModalControl & { chosen: string[] }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Security Questions`}
      size="lg"
      description={t`Choose 3 different questions and answer each in 2 to 100 characters. Capitals and spaces do not matter. Saving replaces the questions you chose before.`}
    >
      {/* Mounted per opening, so the answers are never kept on screen after closing. */}
      <QuestionsForm chosen={chosen} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function QuestionsForm({ chosen, onDone }: { chosen: string[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveSecurityQuestions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const known = (question: string | undefined): SecurityQuestion | "" =>
    question && (securityQuestions as string[]).includes(question) ? (question as SecurityQuestion) : "";
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<QuestionsForm>({
    defaultValues: { items: rows.map((row) => ({ question: known(chosen[row]), answer: "" })) },
  });
  const picked = watch("items").map((item) => item.question);
  const { min, max } = securityAnswerLength;

  const onValid = ({ items }: QuestionsForm) => {
    setRefusal(null);
    const body = {
      items: items.map((item) => ({ question: item.question as SecurityQuestion, answer: item.answer })),
    };
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t`Security questions saved`);
        onDone();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-6">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900"
        >
          {refusal}
        </p>
      )}
      {rows.map((row) => {
        const number = row + 1;
        return (
          <fieldset key={row} className="space-y-3">
            <legend className="text-sm font-semibold text-ink-900">
              <Trans>Question {number}</Trans>
            </legend>
            <SelectField
              label={t`Security question ${number}`}
              error={errors.items?.[row]?.question?.message}
              {...register(`items.${row}.question`, {
                validate: (value, form) => {
                  if (!value) return t`Choose a question`;
                  const twice = form.items.some((item, other) => other !== row && item.question === value);
                  return twice ? t`Choose 3 different questions` : true;
                },
              })}
            >
              <option value="">{t`Select a question`}</option>
              {securityQuestions.map((question) => (
                <option
                  key={question}
                  value={question}
                  disabled={picked.some((other, index) => index !== row && other === question)}
                >
                  {i18n._(securityQuestionLabels[question])}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t`Answer ${number}`}
              autoComplete="off"
              spellCheck={false}
              maxLength={max + 20}
              error={errors.items?.[row]?.answer?.message}
              {...register(`items.${row}.answer`, {
                validate: (value) =>
                  securityAnswer.safeParse(value).success ||
                  t`An answer must be ${min} to ${max} characters long`,
              })}
            />
          </fieldset>
        );
      })}
      <SubmitButton busy={save.isPending} busyLabel={t`Saving...`}>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
