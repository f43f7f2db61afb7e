export { balancesRoutes } from "./balances.routes";
export { balancesOf, balanceViewOf, minorUnitsOf } from "./balances.service";
export {
  completeTransfer,
  convert,
  customerAccountOf,
  deposit,
  holdForTransfer,
  insufficientBalance,
  isUncoveredAtCommit,
  openAccountIn,
  openCustomerAccount,
  pay,
  payOut,
  receivingAccount,
  releaseTransfer,
  returnPayment,
  sendingAccount,
} from "./ledger.service";
export { inspectLedger, latestLedgerChecks, runLedgerCheck, startLedgerChecks } from "./ledger-check.service";
export { findCustomerAccount } from "./records.service";
