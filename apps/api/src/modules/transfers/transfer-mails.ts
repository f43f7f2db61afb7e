import { centsToDollars } from "@larkspur/shared/money";
import type { Transfer } from "../../db/types";
import type { Text } from "../../lib/i18n";
import { translate } from "../../lib/i18n";
import type { OutgoingMail } from "../mail/mail.service";
import { formatDollars, mailTemplates, type Recipient, type TransferFacts } from "../mail/mail.templates";
import { paymentMails } from "../payments/payment-mails";

export type Owner = Recipient;

function factsOf(owner: Owner, transfer: Transfer): TransferFacts {
  return {
    amount: formatDollars(owner.language, centsToDollars(transfer.amount)),
    payee: translate(owner.language, {
      id: "mail.payee",
      values: { accountName: transfer.account_name ?? "", bankName: transfer.bank_name ?? "" },
    }),
    transactionId: transfer.transaction_id,
  };
}

/** The mails a transfer's owner receives as it moves through its life, in the owner's language. */
export const transferMails = {
  code: (owner: Owner, transfer: Transfer, code: string): OutgoingMail =>
    mailTemplates.transferCode(owner, factsOf(owner, transfer), code),
  submitted: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.transferSubmitted(owner, factsOf(owner, transfer)),
  completed: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.transferCompleted(owner, factsOf(owner, transfer)),
  cancelled: (owner: Owner, transfer: Transfer, reason: Text): OutgoingMail =>
    transfer.transfer_option === "Larkspur"
      ? paymentMails.cancelled(owner, transfer, reason)
      : mailTemplates.transferCancelled(owner, factsOf(owner, transfer), reason),
  deposit: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.depositReceived(
      owner,
      formatDollars(owner.language, centsToDollars(transfer.amount)),
      transfer.description,
      transfer.transaction_id,
    ),
};
