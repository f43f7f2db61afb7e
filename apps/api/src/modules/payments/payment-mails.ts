import type { Transfer } from "../../db/types";
import type { OutgoingMail } from "../mail";
import { mailTemplates, type Recipient } from "../mail";
import type { Notice } from "../notifications";
import { type PaymentRow, paymentFactsOf } from "../transfers";

export type { PaymentRow };

/** The mails of a payment between customers, each in its addressee's language. */
export const paymentMails = {
  /** To the payer: the code, naming the recipient and the amount. */
  code: (payer: Recipient, payment: PaymentRow, code: string): OutgoingMail =>
    mailTemplates.paymentCode(payer, paymentFactsOf(payer, payment), code),
  /** To the payer, once the money has moved. */
  sent: (payer: Recipient, payment: Transfer): OutgoingMail =>
    mailTemplates.paymentSent(payer, paymentFactsOf(payer, payment), payment.description),
  /** To the recipient, about their own row (the payer as counterparty). */
  received: (recipient: Recipient, credit: PaymentRow): OutgoingMail =>
    mailTemplates.paymentReceived(recipient, paymentFactsOf(recipient, credit), credit.description),
};

/** A payment's facts as the addressee's notification renders them, and its page in the app. */
function noticeOf(row: PaymentRow) {
  return {
    params: {
      amount: String(row.amount),
      currency: row.currency,
      name: row.counterparty_name ?? "",
      transactionId: row.transaction_id,
    },
    link: `/transactions/${row.transaction_id}`,
  };
}

/** What each side of a completed payment is told, in the app and (with the mail) by e-mail. */
export const paymentNotices = {
  sent: (payer: Recipient & { id: string }, payment: Transfer): Notice => ({
    userId: payer.id,
    kind: "payment.sent",
    ...noticeOf(payment),
    mail: paymentMails.sent(payer, payment),
  }),
  received: (recipient: Recipient & { id: string }, credit: PaymentRow): Notice => ({
    userId: recipient.id,
    kind: "payment.received",
    ...noticeOf(credit),
    mail: paymentMails.received(recipient, credit),
  }),
};
