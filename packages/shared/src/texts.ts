/** Texts the API and the web app both show, word for word as the spec gives them. */
export const texts = {
  verificationEmailSent: "Verification email sent",
  accountVerified: "Account verified",
  emailSent: "Email sent",
  passwordTooShort: "Password should be at least 8 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  wrongCredentials: "Wrong credentials",
  accountDisabled: "Account disabled",
  accountDisabledToast: "Account disabled. Please contact support.",
  notAuthenticated: "You are not authenticated!",
  tokenNotValid: "Token is not valid!",
  somethingWentWrong: "Something went wrong",
  accountOnHold: "Account on hold. Please contact support",
  insufficientBalance: "Insufficient balance. Please top up your account balance.",
  changesSaved: "Changes saved",
  imageUpdated: "Image updated",
  accountVerifiedToast: "Account Verified!",
} as const;
