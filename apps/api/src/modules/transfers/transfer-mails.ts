import type { Transfer } from "../../db/types";
import type { Text } from "../../lib/i18n";
import { translate } from "../../lib/i18n";
import type { OutgoingMail } from "../mail";
import { mailTemplates, type Recipient, type TransferFacts } from "../mail";
import type { Notice } from "../notifications";
import { formatMinorUnits } from "../notifications";
import { paymentFactsOf } from "./payment-facts";
import { describedIn } from "./server-descriptions";

export type Owner = Recipient;

/** What a transfer's mails say of it: all known before the row is written. */
type TransferFactsRow = Pick<
  Transfer,
  "amount" | "currency" | "account_name" | "bank_name" | "transaction_id"
>;

function factsOf(owner: Owner, transfer: TransferFactsRow): TransferFacts {
  return {
    amount: formatMinorUnits(owner.language, String(transfer.amount), transfer.currency),
    payee: translate(owner.language, {
      id: "mail.payee",
      values: { accountName: transfer.account_name ?? "", bankName: transfer.bank_name ?? "" },
    }),
    transactionId: transfer.transaction_id,
  };
}

/** The mails a transfer's owner receives as it moves through its life, in the owner's language. */
export const transferMails = {
  code: (owner: Owner, transfer: TransferFactsRow, code: string): OutgoingMail =>
    mailTemplates.transferCode(owner, factsOf(owner, transfer), code),
  submitted: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.transferSubmitted(owner, factsOf(owner, transfer)),
  completed: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.transferCompleted(owner, factsOf(owner, transfer)),
  cancelled: (owner: Owner, transfer: Transfer, reason: Text): OutgoingMail =>
    transfer.transfer_option === "Larkspur"
      ? // A payment between customers: nothing moved, and the mail names the other customer.
        mailTemplates.paymentCancelled(owner, paymentFactsOf(owner, transfer), reason)
      : mailTemplates.transferCancelled(owner, factsOf(owner, transfer), reason),
  returned: (owner: Owner, transfer: Transfer, reason: string): OutgoingMail =>
    mailTemplates.transferReturned(owner, factsOf(owner, transfer), reason),
  bankTransferReceived: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.bankTransferReceived(owner, {
      amount: formatMinorUnits(owner.language, String(transfer.amount), transfer.currency),
      name: transfer.counterparty_name ?? "",
      description: describedIn(owner.language, transfer.description),
      transactionId: transfer.transaction_id,
    }),
  deposit: (owner: Owner, transfer: Transfer): OutgoingMail =>
    mailTemplates.depositReceived(
      owner,
      formatMinorUnits(owner.language, String(transfer.amount), transfer.currency),
      describedIn(owner.language, transfer.description),
      transfer.transaction_id,
    ),
};

/** The page of a transaction in the app, where a notification about it leads. */
export const transactionLink = (transfer: Pick<Transfer, "transaction_id">) =>
  `/transactions/${transfer.transaction_id}`;

/** A transfer's facts as its owner's notifications render them: the payee is the bank account's holder. */
function paramsOf(transfer: Transfer) {
  return {
    amount: String(transfer.amount),
    currency: transfer.currency,
    name: transfer.counterparty_name ?? transfer.account_name ?? "",
    transactionId: transfer.transaction_id,
  };
}

/** What a transfer's owner is told of each step, in the app and (with the mail) by e-mail. */
export const transferNotices = {
  pending: (owner: Owner, transfer: Transfer): Notice => ({
    userId: transfer.user_id,
    kind: "transfer.pending",
    params: paramsOf(transfer),
    link: transactionLink(transfer),
    mail: transferMails.submitted(owner, transfer),
  }),
  completed: (owner: Owner, transfer: Transfer): Notice => ({
    userId: transfer.user_id,
    kind: "transfer.completed",
    params: paramsOf(transfer),
    link: transactionLink(transfer),
    mail: transferMails.completed(owner, transfer),
  }),
  cancelled: (owner: Owner, transfer: Transfer, reason: Text): Notice => ({
    userId: transfer.user_id,
    kind: "transfer.cancelled",
    params: { ...paramsOf(transfer), reason: reason.id },
    link: transactionLink(transfer),
    mail: transferMails.cancelled(owner, transfer, reason),
  }),
  /** The receiving bank returned a transfer already sent: its money is back. */
  returned: (owner: Owner, transfer: Transfer, returnReason: string): Notice => ({
    userId: transfer.user_id,
    kind: "transfer.returned",
    params: { ...paramsOf(transfer), returnReason },
    link: transactionLink(transfer),
    mail: transferMails.returned(owner, transfer, returnReason),
  }),
  /** Money from another bank, through the partner bank, credited to the customer it names. */
  bankTransfer: (owner: Owner, transfer: Transfer): Notice => ({
    userId: transfer.user_id,
    kind: "deposit.bank-transfer",
    params: {
      amount: String(transfer.amount),
      currency: transfer.currency,
      name: transfer.counterparty_name ?? "",
      transactionId: transfer.transaction_id,
    },
    link: transactionLink(transfer),
    mail: transferMails.bankTransferReceived(owner, transfer),
  }),
  deposit: (owner: Owner, transfer: Transfer): Notice => ({
    userId: transfer.user_id,
    kind: "deposit.credited",
    params: {
      amount: String(transfer.amount),
      currency: transfer.currency,
      transactionId: transfer.transaction_id,
    },
    link: transactionLink(transfer),
    mail: transferMails.deposit(owner, transfer),
  }),
};
