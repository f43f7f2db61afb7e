import * as ledgerRows from "./ledger.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const findCustomerAccount: typeof ledgerRows.findCustomerAccount = (...args) =>
  ledgerRows.findCustomerAccount(...args);
