import { Info } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";

const questions = [
  "What was your childhood nickname?",
  "What is the name of your favourite childhood friend?",
  "What was the name of your first stuffed animal?",
  "In what city did your parents meet?",
  "In what year was your youngest brother born?",
  "What is your maternal grandmother's maiden name?",
  "In what city did you have your first job?",
  "What is the name of a college you applied to?",
];

/**
 * The dialog saves nothing yet. The questions can be looked at, but there is no Save button that would
 * pretend to keep answers the bank does not store.
 */
export function SecurityQuestionsModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Security Questions" size="lg">
      <div className="space-y-6">
        <p className="flex gap-3 rounded-lg bg-ink-50 p-3 text-sm text-ink-700">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Saving security questions is not available yet, so nothing you choose here is stored.
        </p>
        {[1, 2, 3].map((number) => (
          <fieldset key={number} className="space-y-3">
            <legend className="text-sm font-semibold text-ink-900">Question {number}</legend>
            <SelectField label={`Security question ${number}`} defaultValue="">
              <option value="">Select a question</option>
              {questions.map((question) => (
                <option key={question}>{question}</option>
              ))}
            </SelectField>
            <TextField label={`Answer ${number}`} autoComplete="off" />
          </fieldset>
        ))}
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={`${buttonClass("outline", "lg")} w-full`}
        >
          Close
        </button>
      </div>
    </Modal>
  );
}
