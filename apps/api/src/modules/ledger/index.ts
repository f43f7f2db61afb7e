export { balancesRoutes } from "./balances.routes";
export { balancesOf, balanceViewOf, minorUnitsOf } from "./balances.service";
export {
  authorizeCard,
  type CardApproval,
  clearCard,
  holdForCard,
  refundToCard,
  releaseCardHold,
} from "./card-money";
export {
  type Confirmation,
  type ConfirmationRefusal,
  completePaymentMovement,
  completeTransfer,
  convert,
  customerAccountIn,
  customerAccountOf,
  deposit,
  insufficientBalance,
  isUncoveredAtCommit,
  type MoneyInApproval,
  type Movement,
  openAccountIn,
  openCustomerAccount,
  type PaymentConfirmation,
  pay,
  payOut,
  receivingAccount,
  releaseTransfer,
  returnPayment,
  sendingAccount,
  submitTransfer,
} from "./ledger.service";
export { inspectLedger, latestLedgerChecks, runLedgerCheck, startLedgerChecks } from "./ledger-check.service";
export { applyLedgerSql } from "./ledger-sql";
export { findCustomerAccount } from "./records.service";
