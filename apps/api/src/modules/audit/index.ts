export { listAudit } from "./audit.service";
export { insertAuditEntry, latestTransferHold, recentActionTimes } from "./records.service";
