export { isConversionTarget, termsOf } from "./conversion-view";
export { type PaymentRow, paymentFactsOf } from "./payment-facts";
export {
  findTransferByTransactionId,
  insertTransfer,
  insertTransferWithCode,
  listHistory,
  lockTransfer,
  noBankAccount,
  transitionTransfer,
} from "./records.service";
export { accountToSendFrom, submitConfirmedTransfer } from "./scheduled-submission";
export { describedIn, paymentReceivedDescription, scheduledDescription } from "./server-descriptions";
export { newTransactionId, retryOnTransactionIdClash } from "./transaction-id";
export { cancelWithin } from "./transfer-cancellation";
export { accountOnHold, transactionNotFound, wrongStatus } from "./transfer-errors";
export { startTransferExpiry } from "./transfer-expiry";
export type { Owner } from "./transfer-mails";
export { transferNotices } from "./transfer-mails";
export { confirmationRefused, submitWithin } from "./transfer-submission";
export { toTransactionItem } from "./transfer-view";
export { transfersRoutes } from "./transfers.routes";
export type { InitiateTransferAnswer, Sender } from "./transfers.service";
export { cancelTransfer, initiateTransfer, listTransactions, ownTransfer } from "./transfers.service";
