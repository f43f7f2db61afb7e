import * as historyRows from "./history.repo";
import * as transfersRows from "./transfers.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const listHistory: typeof historyRows.listHistory = (...args) => historyRows.listHistory(...args);
export const noBankAccount = transfersRows.noBankAccount;
export const findTransferByTransactionId: typeof transfersRows.findTransferByTransactionId = (...args) =>
  transfersRows.findTransferByTransactionId(...args);
export const insertTransfer: typeof transfersRows.insertTransfer = (...args) =>
  transfersRows.insertTransfer(...args);
export const insertTransferWithCode: typeof transfersRows.insertTransferWithCode = (...args) =>
  transfersRows.insertTransferWithCode(...args);
export const lockTransfer: typeof transfersRows.lockTransfer = (...args) =>
  transfersRows.lockTransfer(...args);
export const transitionTransfer: typeof transfersRows.transitionTransfer = (...args) =>
  transfersRows.transitionTransfer(...args);
