import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import { AppError } from "../../lib/app-error";

export const transactionNotFound = () => new AppError("not_found", "No such transaction.");

export const accountOnHold = () => new AppError("account_on_hold", texts.accountOnHold);

const statusMessages: Record<TransactionStatus, string> = {
  Unconfirmed: "This transfer is waiting for its verification code.",
  Pending: "This transfer is already submitted and waiting for review.",
  Completed: "This transfer is already completed.",
  Cancelled: "This transfer was cancelled.",
};

/** The transfer is not in a status that allows what was asked; the message says which status it is in. */
export const wrongStatus = (status: TransactionStatus) => new AppError("conflict", statusMessages[status]);
