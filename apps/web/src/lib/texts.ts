import type { texts as sharedTexts } from "@larkspur/shared/texts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

/**
 * The texts the API and the web app share (@larkspur/shared/texts), by the same keys, to show translated. Only the
 * sign-in screens and the signed-in pages show them, so they come with the `forms` part (lingui.config.ts).
 */
const texts = {
  verificationEmailSent: msg`Verification email sent`,
  accountVerified: msg`Account verified`,
  emailSent: msg`Email sent`,
  passwordTooShort: msg`Password should be at least 8 characters long`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  passwordTooCommon: msg`This password is too common. Choose a longer or less predictable one.`,
  wrongCredentials: msg`Wrong credentials`,
  accountDisabled: msg`Account disabled`,
  accountDisabledToast: msg`Account disabled. Please contact support.`,
  notAuthenticated: msg`You are not authenticated!`,
  tokenNotValid: msg`Token is not valid!`,
  somethingWentWrong: msg`Something went wrong`,
  accountOnHold: msg`Account on hold. Please contact support`,
  insufficientBalance: msg`Insufficient balance. Please top up your account balance.`,
  transferSubmitted: msg`Transfer request submitted`,
  transferCancelled: msg`Transfer cancelled`,
  changesSaved: msg`Changes saved`,
  imageUpdated: msg`Image updated`,
  accountVerifiedToast: msg`Account Verified!`,
  signedOutIdle: msg`You were signed out after a period of inactivity.`,
} satisfies Record<keyof typeof sharedTexts, MessageDescriptor>;

/** A shared text in the active language. */
export function text(key: keyof typeof sharedTexts): string {
  return i18n._(texts[key]);
}
