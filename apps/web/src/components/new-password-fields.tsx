import { useLingui } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordField } from "./password-field";

/** The new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  passwordError,
  confirmationError,
}: {
  /** The first field's label, "New Password" unless given: "Password" where the account is new. */
  label?: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={label ?? t`New Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Avoid common passwords and your name.`}
        error={passwordError}
        {...password}
      />
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
