export { insertAuditEntry } from "./audit.repo";
