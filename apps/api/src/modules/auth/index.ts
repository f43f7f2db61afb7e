export { startAccountMailRequests } from "./account-mail-requests";
export { authRoutes } from "./auth.routes";
export { register } from "./auth.service";
export { checkCode, checkCodeAgainst, invalidCode, issueCode, newCodeFor, useCode } from "./codes";
export { changePassword } from "./password-change.service";
export { accountThrottleKey, checkUnderCooldown } from "./password-cooldown";
export { assertRecentlyReauthenticated, reauthenticate } from "./reauthentication.service";
export type { SessionLiveness } from "./records.service";
export {
  clearWrongCodes,
  countLiveSessions,
  countRecentVerifications,
  findLiveVerification,
  insertVerification,
  listLiveSessionsOf,
  revokeLiveSessionOf,
  revokeOtherSessions,
  revokeUserSessions,
} from "./records.service";
export { passkeySecondStepOptions } from "./second-step.service";
export type { SignedInUser } from "./sessions.service";
export {
  liveSessionOwners,
  noLiveSession,
  noteSessionUse,
  sessionLiveness,
  sessionUser,
  startSession,
} from "./sessions.service";
export { assertCodesAllowed, recordWrongCode, WRONG_CODES_REASON } from "./wrong-codes.service";
