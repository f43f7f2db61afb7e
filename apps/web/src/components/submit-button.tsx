import { LoaderCircle } from "lucide-react";
import { type ReactNode, useSyncExternalStore } from "react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles";

const noChanges = () => () => {};

/**
 * True once React runs the page in the browser; false in the prerendered HTML and while React takes it over. A
 * prerendered form submitted before then would go out as a plain GET, the password in the address.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * A submit button that shows its busy label ("Signing Up...") and cannot be pressed twice meanwhile, nor
 * before the page's code has taken over its form.
 */
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
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={busy || disabled || !hydrated}
      onClick={onClick}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
