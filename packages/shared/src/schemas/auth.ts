import { z } from "zod";
import { limits } from "../limits";
import { passwordMentionsOwner } from "../password-rules";
import { texts } from "../texts";
import { accountNumber, email, optionalName, otp, password, phone, requiredName } from "./fields";
import { language, timeZone } from "./settings";

export const registerBody = z.object({
  firstName: requiredName("First name"),
  middleName: optionalName("Middle name").optional(),
  lastName: requiredName("Last name"),
  email,
  password,
  phone,
  /** The language of the sign-up code e-mail and of the account; English when not sent. */
  language: language.optional(),
  /** The browser's zone when it is one of the offered ones; the default zone when not sent. */
  timeZone: timeZone.optional(),
  /** A client may send one; the server makes its own and ignores it. */
  accountNumber: z.unknown().optional().describe("Ignored: the server generates the account number"),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const verifyBody = z.object({ email, otp });
export type VerifyBody = z.infer<typeof verifyBody>;

export const resendCodeBody = z.object({ email });

const loginPassword = z.string("Password is required").min(1, "Password is required").max(1024);

export const loginBody = z.union(
  [z.object({ email, password: loginPassword }), z.object({ accountNumber, password: loginPassword })],
  "Enter your email or account number and your password",
);
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });

export const passwordResetBody = z.object({ password });
export const passwordResetParams = z.object({ resetToken: z.string().min(1).max(200) });

/** `POST /api/user/{userId}/password`: the current password proves it is the owner, the new one follows the rules. */
export const changePasswordBody = z.object({
  currentPassword: z.string("Enter your current password").min(1, "Enter your current password").max(1024),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The web app's Change password form: the API body plus the confirmation, checked before it is sent. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

export const messageResponse = z.object({ message: z.string() });

/** The web app's sign-up form: the API body plus the confirmation, checked before it is sent. */
export const signupForm = registerBody
  .omit({ accountNumber: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ["confirmPassword"],
  })
  // The API also refuses the most common passwords; the form checks what it can without that list.
  .refine((form) => !passwordMentionsOwner(form.password, form), {
    message: texts.passwordTooCommon,
    path: ["password"],
  });

export const resetPasswordForm = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** A numeric identifier is an account number; anything else is an e-mail. */
export function loginBodyFor(identifier: string, pass: string): LoginBody {
  const trimmed = identifier.trim();
  return /^\d+$/.test(trimmed)
    ? { accountNumber: trimmed, password: pass }
    : { email: trimmed.toLowerCase(), password: pass };
}

export const codeLength = limits.codeDigits;
