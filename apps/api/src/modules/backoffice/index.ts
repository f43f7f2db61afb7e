export { backofficeRoutes } from "./backoffice.routes";
export type { Actor } from "./customers.service";
export { isStaffMember } from "./customers.service";
export { depositFunds } from "./deposits.service";
export { approvalsRequired } from "./four-eyes";
export type { NewStaff } from "./staff.service";
export { createStaff } from "./staff.service";
export { approveTransfer, rejectTransfer, transferOwnerId } from "./transfer-decisions.service";
