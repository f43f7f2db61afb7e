import { centsToDollars } from "@larkspur/shared/money";
import type { Transfer } from "../../db/types";
import { type Text, translate } from "../../lib/i18n";
import type { OutgoingMail } from "../mail/mail.service";
import { formatDollars, mailTemplates, type PaymentFacts, type Recipient } from "../mail/mail.templates";

/** A payment as the addressee's own row names it: the other customer is that row's counterparty. */
function factsOf(to: Recipient, row: Transfer): PaymentFacts {
  const name = row.counterparty_name ?? "";
  return {
    amount: formatDollars(to.language, centsToDollars(row.amount)),
    name,
    payee: translate(to.language, {
      id: "mail.payeeCustomer",
      values: { name, accountNumber: row.counterparty_account_number ?? "" },
    }),
    transactionId: row.transaction_id,
  };
}

/** The mails of a payment between customers, each in its addressee's language. */
export const paymentMails = {
  /** To the payer: the code, naming the recipient and the amount. */
  code: (payer: Recipient, payment: Transfer, code: string): OutgoingMail =>
    mailTemplates.paymentCode(payer, factsOf(payer, payment), code),
  /** To the payer, once the money has moved. */
  sent: (payer: Recipient, payment: Transfer): OutgoingMail =>
    mailTemplates.paymentSent(payer, factsOf(payer, payment), payment.description),
  /** To the payer, when an Unconfirmed payment is cancelled: nothing moved. */
  cancelled: (payer: Recipient, payment: Transfer, reason: Text): OutgoingMail =>
    mailTemplates.paymentCancelled(payer, factsOf(payer, payment), reason),
  /** To the recipient, about their own row (the payer as counterparty). */
  received: (recipient: Recipient, credit: Transfer): OutgoingMail =>
    mailTemplates.paymentReceived(recipient, factsOf(recipient, credit), credit.description),
};
