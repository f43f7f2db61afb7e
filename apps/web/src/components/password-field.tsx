import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { TextField } from "./form-field";

/** A password input with a show/hide switch, so a customer can check what they typed before sending it. */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; error?: string; hint?: ReactNode } & Omit<ComponentProps<"input">, "type">) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const name = typeof label === "string" ? label.toLowerCase() : t`password`;
  return (
    <div className="relative">
      <TextField
        label={label}
        error={error}
        hint={hint}
        type={visible ? "text" : "password"}
        className="pr-12"
        {...input}
      />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        aria-label={t`Show ${name}`}
        className="absolute top-[1.875rem] right-1 grid size-9 place-items-center rounded-md text-ink-600 hover:text-ink-900"
      >
        {visible ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
