import { type ComponentProps, type ReactNode, useId } from "react";

const textareaClass =
  "block min-h-28 w-full rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-ink-900 aria-invalid:border-negative-600";

/** A labelled text area whose hint or error is read with it; spread react-hook-form's `register(...)` into it. */
export function ReasonField({
  label,
  hint,
  error,
  ...textarea
}: { label: string; hint?: ReactNode; error?: string } & ComponentProps<"textarea">) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        className={`${textareaClass} mt-1.5`}
        {...textarea}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-negative-600">
          {error}
        </p>
      )}
    </div>
  );
}
