/** Texts the API and the web app both show, word for word the same. */
export const texts = {
  verificationEmailSent: "Verification email sent",
  accountVerified: "Account verified",
  emailSent: "Email sent",
  passwordTooShort: "Password should be at least 8 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooCommon: "This password is too common. Choose a longer or less predictable one.",
  wrongCredentials: "Wrong credentials",
  accountDisabled: "Account disabled",
  accountDisabledToast: "Account disabled. Please contact support.",
  notAuthenticated: "You are not authenticated!",
  tokenNotValid: "Token is not valid!",
  signedOutIdle: "You were signed out after a period of inactivity.",
  somethingWentWrong: "Something went wrong",
  accountOnHold: "Account on hold. Please contact support",
  insufficientBalance: "Insufficient balance. Please top up your account balance.",
  transferSubmitted: "Transfer request submitted",
  transferCancelled: "Transfer cancelled",
  changesSaved: "Changes saved",
  imageUpdated: "Image updated",
  accountVerifiedToast: "Account Verified!",
} as const;

/** The answer to a profile save that changes the e-mail: the new address is used once its code is entered. */
export const emailChangeCodeSent = (address: string) =>
  `We sent a code to ${address}. Enter it to finish the change.`;
