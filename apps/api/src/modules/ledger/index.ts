export { balancesRoutes } from "./balances.routes";
export { balancesOf, balanceViewOf, minorUnitsOf } from "./balances.service";
export { clearCard, holdForCard, refundToCard, releaseCardHold } from "./card-money";
export {
  completeTransfer,
  convert,
  customerAccountIn,
  customerAccountOf,
  deposit,
  holdForTransfer,
  insufficientBalance,
  isUncoveredAtCommit,
  type MoneyInApproval,
  type Movement,
  openAccountIn,
  openCustomerAccount,
  pay,
  payOut,
  receivingAccount,
  releaseTransfer,
  returnPayment,
  type Submission,
  type SubmissionRefusal,
  sendingAccount,
  submitTransfer,
} from "./ledger.service";
export { inspectLedger, latestLedgerChecks, runLedgerCheck, startLedgerChecks } from "./ledger-check.service";
export { applyLedgerSql } from "./ledger-sql";
export { findCustomerAccount } from "./records.service";
