import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, Repeat, Send } from "lucide-react";
import { SelectField, TextField } from "../../../components/form-field";
import { repeatLabel } from "../../../lib/schedule-labels";
import type { When } from "../when";

const choiceClass =
  "flex cursor-pointer items-center gap-2 rounded-xl border border-ink-300 px-4 py-3 text-sm font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-ink-50 has-disabled:cursor-not-allowed has-disabled:opacity-60";

const repeats = ["weekly", "every2weeks", "monthly", "yearly"] as const;

/**
 * When the money goes: now, on a day, or repeating (ending never, on a day, or after a number of payments). Locked once
 * its code was e-mailed: the code confirms what was asked.
 */
export function WhenFields({
  when,
  onChange,
  today,
  problem,
  locked,
}: {
  when: When;
  onChange: (when: When) => void;
  today: string;
  problem: string | null;
  locked: boolean;
}) {
  const { t } = useLingui();
  const set = (changes: Partial<When>) => onChange({ ...when, ...changes });
  const choices = [
    { value: "now", label: t`Now`, Icon: Send },
    { value: "date", label: t`On a date`, Icon: CalendarClock },
    { value: "repeat", label: t`Repeating`, Icon: Repeat },
  ] as const;
  const ends = [
    { value: "never", label: t`Never` },
    { value: "date", label: t`On a date` },
    { value: "count", label: t`After a number of payments` },
  ] as const;
  return (
    <fieldset className="mt-6 space-y-4" disabled={locked}>
      <legend className="text-base font-semibold text-ink-900">
        <Trans>When</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map(({ value, label, Icon }) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              name="when"
              value={value}
              checked={when.choice === value}
              onChange={() => set({ choice: value })}
              className="size-4 shrink-0 accent-ink-900"
            />
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
      {when.choice !== "now" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={when.choice === "repeat" ? t`First payment on` : t`Pay on`}
            min={today}
            value={when.date}
            onChange={(event) => set({ date: event.target.value })}
          />
          {when.choice === "repeat" && (
            <SelectField
              label={t`How often`}
              value={when.repeat}
              onChange={(event) => set({ repeat: event.target.value as When["repeat"] })}
            >
              {repeats.map((repeat) => (
                <option key={repeat} value={repeat}>
                  {repeatLabel(repeat)}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      )}
      {when.choice === "repeat" && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink-900">
            <Trans>Ends</Trans>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ends.map(({ value, label }) => (
              <label key={value} className={choiceClass}>
                <input
                  type="radio"
                  name="when-end"
                  value={value}
                  checked={when.end === value}
                  onChange={() => set({ end: value })}
                  className="size-4 shrink-0 accent-ink-900"
                />
                {label}
              </label>
            ))}
          </div>
          {when.end === "date" && (
            <TextField
              type="date"
              label={t`Last payment on or before`}
              min={when.date || today}
              value={when.endDate}
              onChange={(event) => set({ endDate: event.target.value })}
            />
          )}
          {when.end === "count" && (
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              label={t`Number of payments`}
              value={when.count}
              onChange={(event) => set({ count: event.target.value })}
            />
          )}
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
