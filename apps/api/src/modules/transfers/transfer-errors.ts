import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { AppError } from "../../lib/app-error";

export const transactionNotFound = () => new AppError("not_found", "error.noSuchTransaction");

export const accountOnHold = () => new AppError("account_on_hold", "error.accountOnHold");

const statusMessages: Record<TransactionStatus, ApiMessageId> = {
  Unconfirmed: "error.transferUnconfirmed",
  Pending: "error.transferPending",
  Completed: "error.transferCompleted",
  Cancelled: "error.transferCancelled",
};

/** The transfer is not in a status that allows what was asked; the message says which status it is in. */
export const wrongStatus = (status: TransactionStatus) => new AppError("conflict", statusMessages[status]);
