import { isCommonPassword, type PasswordOwner, passwordMentionsOwner } from "@larkspur/shared/password-rules";
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "./app-error";

const COMMON_PASSWORDS = 10_000;

/**
 * The 10,000 most used passwords, from zxcvbn-ts's list (gathered from leaked password sets, most used first),
 * lower-cased once when the API loads.
 */
const commonPasswords = new Set(
  dictionary["passwords-common"].slice(0, COMMON_PASSWORDS).map((password) => password.toLowerCase()),
);

/**
 * Every new password, whoever sets it: not one of the most common (in any case, with digits and symbols added at
 * the end or swapped in for letters: "Summer2024!", "P@ssw0rd"), and not containing its owner's
 * e-mail or name (the rule the forms share). The answer never says which, so it tells nothing about the list.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  if (isCommonPassword(password, commonPasswords) || passwordMentionsOwner(password, owner)) {
    throw new AppError("weak_password", "error.passwordTooCommon");
  }
}
