import * as payeesRows from "./payees.repo";
import * as usersRows from "./users.repo";

export type { PayeeAccount } from "./payees.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const findPasswordHash: typeof usersRows.findPasswordHash = (...args) =>
  usersRows.findPasswordHash(...args);
export const findUserByAccountNumber: typeof usersRows.findUserByAccountNumber = (...args) =>
  usersRows.findUserByAccountNumber(...args);
export const findUserByEmail: typeof usersRows.findUserByEmail = (...args) =>
  usersRows.findUserByEmail(...args);
export const findUserById: typeof usersRows.findUserById = (...args) => usersRows.findUserById(...args);
export const insertUser: typeof usersRows.insertUser = (...args) => usersRows.insertUser(...args);
export const listStaffUsers: typeof usersRows.listStaffUsers = (...args) => usersRows.listStaffUsers(...args);
export const lockUser: typeof usersRows.lockUser = (...args) => usersRows.lockUser(...args);
export const updateUser: typeof usersRows.updateUser = (...args) => usersRows.updateUser(...args);
/** Customers who could be paid, joined to their main account: a query another module's statement builds on. */
export const payees: typeof payeesRows.payees = (...args) => payeesRows.payees(...args);
