import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentProps, type ReactNode, useId } from "react";

export const inputClass =
  "block h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-ink-900 aria-invalid:border-negative-600 disabled:bg-ink-50 disabled:text-ink-500";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error, wired together so a screen reader reads the error with the field. */
function FieldFrame({ id, label, error, hint, optional, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
        {optional && (
          <span className="font-normal text-ink-600">
            {" "}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <div className="mt-1.5">{children}</div>
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

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type FieldProps = Omit<FieldFrameProps, "id" | "children">;

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({
  label,
  error,
  hint,
  optional,
  className = "",
  ...input
}: FieldProps & ComponentProps<"input">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${className}`}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled native select, which keeps the platform's own keyboard and screen-reader behaviour. */
export function SelectField({
  label,
  error,
  hint,
  optional,
  children,
  ...select
}: FieldProps & ComponentProps<"select">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} pr-8`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** The 6-digit code field of every verification step: numeric keypad, one-time-code autofill, wide figures. */
export function CodeField({ className = "", ...input }: Omit<ComponentProps<typeof TextField>, "label">) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className={`figures text-center text-2xl tracking-[0.5em] ${className}`}
      {...input}
    />
  );
}
