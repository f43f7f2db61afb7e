import * as payeesRows from "./payees.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const findPayee: typeof payeesRows.findPayee = (...args) => payeesRows.findPayee(...args);
