import * as sessionsRows from "./sessions.repo";
import * as verificationsRows from "./verifications.repo";
import * as wrongCodesRows from "./wrong-codes.repo";

export type { SessionLiveness } from "./sessions.repo";
export type { NewCode } from "./verifications.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own. The session's query pieces are for the history read alone, which fetches the session and
// its page in one statement (biome.jsonc refuses them elsewhere).
export const sessionUserQuery: typeof sessionsRows.sessionUserQuery = (...args) =>
  sessionsRows.sessionUserQuery(...args);
export const liveSessionUserOf: typeof sessionsRows.liveSessionUserOf = (...args) =>
  sessionsRows.liveSessionUserOf(...args);
export const cutOffs: typeof sessionsRows.cutOffs = (...args) => sessionsRows.cutOffs(...args);
export const countLiveSessions: typeof sessionsRows.countLiveSessions = (...args) =>
  sessionsRows.countLiveSessions(...args);
export const revokeUserSessions: typeof sessionsRows.revokeUserSessions = (...args) =>
  sessionsRows.revokeUserSessions(...args);
export const findLiveVerification: typeof verificationsRows.findLiveVerification = (...args) =>
  verificationsRows.findLiveVerification(...args);
export const insertVerification: typeof verificationsRows.insertVerification = (...args) =>
  verificationsRows.insertVerification(...args);
export const clearWrongCodes: typeof wrongCodesRows.clearWrongCodes = (...args) =>
  wrongCodesRows.clearWrongCodes(...args);
/** A new code's row as values, for a statement of another module that writes it with what it confirms. */
export const verificationValues: typeof verificationsRows.verificationValues = (...args) =>
  verificationsRows.verificationValues(...args);
