export { accountToSendFrom, submitConfirmedTransfer } from "./scheduled-submission";
export { scheduledDescription } from "./server-descriptions";
export { newTransactionId } from "./transaction-id";
export { accountOnHold } from "./transfer-errors";
