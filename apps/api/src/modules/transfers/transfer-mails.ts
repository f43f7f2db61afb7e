import { centsToDollars, formatUsd } from "@larkspur/shared/money";
import type { Transfer, User } from "../../db/types";
import type { OutgoingMail } from "../mail/mail.service";
import { mailTemplates, type TransferFacts } from "../mail/mail.templates";

export type Owner = Pick<User, "email" | "first_name">;

function factsOf(transfer: Transfer): TransferFacts {
  return {
    amount: formatUsd(centsToDollars(transfer.amount)),
    payee: `${transfer.account_name} at ${transfer.bank_name}`,
    transactionId: transfer.transaction_id,
  };
}

/** The mails a transfer's owner receives as it moves through its life. */
export const transferMails = {
  code: (owner: Owner, transfer: Transfer, code: string): OutgoingMail => ({
    to: owner.email,
    ...mailTemplates.transferCode(owner.first_name, factsOf(transfer), code),
  }),
  submitted: (owner: Owner, transfer: Transfer): OutgoingMail => ({
    to: owner.email,
    ...mailTemplates.transferSubmitted(owner.first_name, factsOf(transfer)),
  }),
  completed: (owner: Owner, transfer: Transfer): OutgoingMail => ({
    to: owner.email,
    ...mailTemplates.transferCompleted(owner.first_name, factsOf(transfer)),
  }),
  cancelled: (owner: Owner, transfer: Transfer, reason: string): OutgoingMail => ({
    to: owner.email,
    ...mailTemplates.transferCancelled(owner.first_name, factsOf(transfer), reason),
  }),
  deposit: (owner: Owner, transfer: Transfer): OutgoingMail => ({
    to: owner.email,
    ...mailTemplates.depositReceived(
      owner.first_name,
      formatUsd(centsToDollars(transfer.amount)),
      transfer.description,
      transfer.transaction_id,
    ),
  }),
};
