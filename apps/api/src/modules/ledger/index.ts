export { balancesOf, balanceViewOf, minorUnitsOf } from "./balances.service";
export { clearCard, holdForCard, refundToCard, releaseCardHold } from "./card-money";
export { findCustomerAccount } from "./ledger.repo";
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
  sendingAccount,
} from "./ledger.service";
export { applyLedgerSql } from "./ledger-sql";
