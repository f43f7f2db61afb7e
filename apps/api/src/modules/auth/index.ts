export { startAccountMailRequests } from "./account-mail-requests";
export { authRoutes } from "./auth.routes";
export { register } from "./auth.service";
export { checkCode, checkCodeAgainst, invalidCode, issueCode, newCodeFor, useCode } from "./codes";
export { confirmEmailChange, requestEmailChange } from "./email-change.service";
export { passkeySecondStepRoutes, passkeySignInRoutes } from "./passkey-sign-in.routes";
export { changePassword } from "./password-change.service";
export { assertRecentlyReauthenticated, reauthenticate } from "./reauthentication.service";
export type { NewCode, SessionLiveness } from "./records.service";
export {
  clearWrongCodes,
  countLiveSessions,
  cutOffs,
  findLiveVerification,
  insertVerification,
  liveSessionUserOf,
  revokeUserSessions,
  sessionUserQuery,
  verificationValues,
} from "./records.service";
export { sessionsRoutes } from "./sessions.routes";
export type { SignedInUser } from "./sessions.service";
export {
  liveSessionOwners,
  noLiveSession,
  noteSessionUse,
  sessionLiveness,
  sessionUser,
} from "./sessions.service";
export { recordWrongCode } from "./wrong-codes.service";
