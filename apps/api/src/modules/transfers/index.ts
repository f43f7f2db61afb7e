export { accountToSendFrom, submitConfirmedTransfer } from "./scheduled-submission";
export { scheduledDescription } from "./server-descriptions";
export { accountOnHold } from "./transfer-errors";
