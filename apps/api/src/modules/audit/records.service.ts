import * as auditRows from "./audit.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const insertAuditEntry: typeof auditRows.insertAuditEntry = (...args) =>
  auditRows.insertAuditEntry(...args);
export const latestTransferHold: typeof auditRows.latestTransferHold = (...args) =>
  auditRows.latestTransferHold(...args);
export const recentActionTimes: typeof auditRows.recentActionTimes = (...args) =>
  auditRows.recentActionTimes(...args);
