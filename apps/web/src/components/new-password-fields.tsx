import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordField } from "./password-field";

/** The new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({
  label = "New Password",
  password,
  confirmation,
  passwordError,
  confirmationError,
}: {
  /** The first field's label: "Password" where the account is new. */
  label?: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords and your name."
        error={passwordError}
        {...password}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
