import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles";

/** A submit button that shows the spec's busy label ("Signing Up...") and cannot be pressed twice meanwhile. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  variant = "primary",
  size = "lg",
  className = "w-full",
  type = "submit",
  onClick,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  type?: "submit" | "button";
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      disabled={busy || disabled}
      onClick={onClick}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
