import { limits } from "@larkspur/shared/limits";
import type { Locale } from "@larkspur/shared/locales";
import type { User } from "../../db/types";
import { deviceName } from "../../lib/device-names";
import { type Money, type Text, translate } from "../../lib/i18n";
import type { OutgoingMail } from "./mail-layout";

/** A mail's addressee: it is written in their saved language (for a sign-up, the language chosen with it). */
export type Recipient = Pick<User, "email" | "first_name" | "language">;

interface Letter {
  subject: Text;
  /** Texts to translate, or facts shown as they are (such as a ledger problem's own description). */
  paragraphs: (Text | string)[];
  /** A code or a link, shown large. */
  highlight?: string;
}

/** A letter in its addressee's words, to be laid out when it is sent (mail-layout.ts). */
function compose(to: Recipient, letter: Letter): OutgoingMail {
  const t = (text: Text) => translate(to.language, text);
  return {
    to: to.email,
    language: to.language,
    subject: t(letter.subject),
    greeting: t({ id: "mail.greeting", values: { name: to.first_name } }),
    paragraphs: letter.paragraphs.map((p) => (typeof p === "string" ? p : t(p))),
    ...(letter.highlight ? { highlight: letter.highlight } : {}),
  };
}

/**
 * Another customer's description, quoted as their words ("Note from Grace H.: ..."), never as the bank's: a mail
 * that reaches someone else says whose words they are.
 */
const noteFrom = (name: string, description: string): Text => ({
  id: "mail.noteFrom",
  values: { name, description },
});

/** How mails name a transfer: its amount and payee, each as the recipient's language writes them, and reference. */
export interface TransferFacts {
  amount: string;
  payee: string;
  transactionId: string;
}

/** How mails name a money request: the other side ("Grace H."), the amount as the reader writes it, what for. */
export interface RequestFacts {
  name: string;
  amount: string;
  description: string;
  link: string;
}

/**
 * How mails name a payment between customers: its amount, the other customer's name ("Grace H.") and, as `payee`,
 * that name with their account number, and the reference the addressee sees in their history.
 */
export interface PaymentFacts {
  amount: string;
  name: string;
  payee: string;
  transactionId: string;
}

/**
 * Names joined as the language lists them: "first name, last name and phone number". English keeps its texts' list
 * without the serial comma, which en-US's list format would add.
 */
function listIn(locale: Locale, ids: Text["id"][]): string {
  const names = ids.map((id) => translate(locale, { id }));
  return new Intl.ListFormat(locale === "en-US" ? "en-GB" : locale, { type: "conjunction" }).format(names);
}

/** A sign-in as the new-sign-in mail names it: when, from which browser and system, from where. */
export interface SignInFacts {
  at: Date;
  userAgent: string;
  ip: string;
}

/** "Chrome 131 on Windows 10", in the recipient's language. */
function deviceInWords(locale: Locale, userAgent: string): string {
  const { browser, os } = deviceName(userAgent);
  return translate(locale, {
    id: "device.browserOnOs",
    values: {
      browser: browser ?? translate(locale, { id: "device.unknownBrowser" }),
      os: os ?? translate(locale, { id: "device.unknownOs" }),
    },
  });
}

/** A moment as the recipient reads it: their language, in their time zone, the zone named. */
function dateTimeIn(to: Pick<User, "language" | "time_zone">, at: Date): string {
  const format = (timeZone: string) =>
    `${new Intl.DateTimeFormat(to.language, { dateStyle: "long", timeStyle: "short", timeZone }).format(at)} (${timeZone})`;
  try {
    return format(to.time_zone);
  } catch {
    // A zone the runtime does not know (saved before the offered list changed) is shown in UTC instead.
    return format("UTC");
  }
}

/** How mails name a scheduled payment: the amount as the reader writes it, and whom it pays ("Grace H."). */
export interface ScheduleFacts {
  amount: string;
  name: string;
}

const ids = (...list: Text["id"][]) => list.map((id) => ({ id }));
const codeMinutes = { minutes: limits.codeTtlMinutes };

export const mailTemplates = {
  scheduleCode: (
    to: Recipient,
    schedule: ScheduleFacts,
    when: { startDate: string; repeat: Text },
    code: string,
  ) =>
    compose(to, {
      subject: { id: "mail.scheduleCode.subject", values: { amount: schedule.amount } },
      paragraphs: [
        { id: "mail.scheduleCode.body", values: { ...schedule, ...when } },
        { id: "mail.scheduleCode.expiry", values: codeMinutes },
      ],
      highlight: code,
    }),
  scheduleSkipped: (to: Recipient, schedule: ScheduleFacts, reason: Text) =>
    compose(to, {
      subject: { id: "mail.scheduleSkipped.subject", values: { amount: schedule.amount } },
      paragraphs: [{ id: "notification.schedule.skipped.body", values: { ...schedule, reason } }],
    }),
  schedulePaused: (to: Recipient, schedule: ScheduleFacts) =>
    compose(to, {
      subject: { id: "mail.schedulePaused.subject", values: { name: schedule.name } },
      paragraphs: [{ id: "notification.schedule.paused.body", values: { ...schedule } }],
    }),
  ledgerProblems: (to: Recipient, problemCount: number, checkedAt: string, examples: string[]) =>
    compose(to, {
      subject: { id: "mail.ledgerProblems.subject", values: { count: problemCount } },
      paragraphs: [
        { id: "mail.ledgerProblems.body", values: { count: problemCount, checkedAt } },
        ...examples,
        { id: "mail.ledgerProblems.where" },
      ],
    }),
  staffInvitation: (to: Recipient, link: string) =>
    compose(to, {
      subject: { id: "mail.staffInvitation.subject" },
      paragraphs: ids("mail.staffInvitation.body", "mail.staffInvitation.expiry"),
      highlight: link,
    }),
  transfersOnHold: (to: Recipient) =>
    compose(to, {
      subject: { id: "mail.transfersOnHold.subject" },
      paragraphs: ids("mail.transfersOnHold.body", "mail.transfersOnHold.contact"),
    }),
  transfersHeldForWrongCodes: (to: Recipient) =>
    compose(to, {
      subject: { id: "mail.transfersOnHold.subject" },
      paragraphs: ids("mail.transfersHeldForWrongCodes.body", "mail.transfersHeldForWrongCodes.contact"),
    }),
  transfersReleased: (to: Recipient) =>
    compose(to, {
      subject: { id: "mail.transfersReleased.subject" },
      paragraphs: ids("mail.transfersReleased.body"),
    }),
  accountDisabled: (to: Recipient) =>
    compose(to, {
      subject: { id: "mail.accountDisabled.subject" },
      paragraphs: ids("mail.accountDisabled.body"),
    }),
  detailsChanged: (to: Recipient, fields: Text["id"][]) =>
    compose(to, {
      subject: { id: "mail.detailsChanged.subject" },
      paragraphs: [
        { id: "mail.detailsChanged.body", values: { fields: listIn(to.language, fields) } },
        { id: "mail.detailsChanged.notExpected" },
      ],
    }),
  limitsChanged: (to: Recipient, limits: { perPayment: Money; daily: Money; monthly: Money }) =>
    compose(to, {
      subject: { id: "mail.limitsChanged.subject" },
      paragraphs: [
        { id: "mail.limitsChanged.body", values: { ...limits } },
        { id: "mail.detailsChanged.notExpected" },
      ],
    }),
  accountEnabled: (to: Recipient) =>
    compose(to, {
      subject: { id: "mail.accountEnabled.subject" },
      paragraphs: ids("mail.accountEnabled.body"),
    }),
  signupCode: (to: Recipient, code: string) =>
    compose(to, {
      subject: { id: "mail.signupCode.subject" },
      paragraphs: [{ id: "mail.signupCode.body" }, { id: "mail.signupCode.expiry", values: codeMinutes }],
      highlight: code,
    }),
  signupAttempt: (to: Recipient, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.signupAttempt.subject" },
      paragraphs: [
        { id: "mail.signupAttempt.body" },
        {
          id: "mail.signupAttempt.ifYou",
          values: { loginUrl: `${publicUrl}/login`, forgotUrl: `${publicUrl}/forgot-password` },
        },
        { id: "mail.signupAttempt.ifNotYou" },
      ],
    }),
  passwordReset: (to: Recipient, link: string) =>
    compose(to, {
      subject: { id: "mail.passwordReset.subject" },
      paragraphs: [
        { id: "mail.passwordReset.body" },
        { id: "mail.passwordReset.expiry", values: { minutes: limits.resetTokenTtlMinutes } },
      ],
      highlight: link,
    }),
  emailChangeCode: (to: Recipient, code: string) =>
    compose(to, {
      subject: { id: "mail.emailChangeCode.subject" },
      paragraphs: [
        { id: "mail.emailChangeCode.body" },
        { id: "mail.emailChangeCode.expiry", values: codeMinutes },
      ],
      highlight: code,
    }),
  emailChanged: (to: Recipient, newEmail: string) =>
    compose(to, {
      subject: { id: "mail.emailChanged.subject" },
      paragraphs: [
        { id: "mail.emailChanged.body", values: { email: newEmail } },
        { id: "mail.emailChanged.notYou" },
      ],
    }),
  newSignIn: (to: Recipient & Pick<User, "time_zone">, signIn: SignInFacts, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.newSignIn.subject" },
      paragraphs: [
        { id: "mail.newSignIn.body" },
        { id: "mail.newSignIn.time", values: { time: dateTimeIn(to, signIn.at) } },
        { id: "mail.newSignIn.device", values: { device: deviceInWords(to.language, signIn.userAgent) } },
        { id: "mail.newSignIn.ip", values: { ip: signIn.ip } },
        { id: "mail.newSignIn.notYou", values: { securityUrl: `${publicUrl}/security` } },
      ],
    }),
  passwordChanged: (to: Recipient, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.passwordChanged.subject" },
      paragraphs: [
        { id: "mail.passwordChanged.body" },
        { id: "mail.passwordChanged.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  twoStepOn: (to: Recipient, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.twoStepOn.subject" },
      paragraphs: [
        { id: "mail.twoStepOn.body" },
        { id: "mail.passwordChanged.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  twoStepOff: (to: Recipient, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.twoStepOff.subject" },
      paragraphs: [
        { id: "mail.twoStepOff.body" },
        { id: "mail.passwordChanged.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  wrongSecondStepCodes: (to: Recipient, count: number, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.wrongSecondStepCodes.subject" },
      paragraphs: [
        { id: "mail.wrongSecondStepCodes.body", values: { count } },
        { id: "mail.wrongSecondStepCodes.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  passkeyAdded: (to: Recipient, name: string, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.passkeyAdded.subject" },
      paragraphs: [
        { id: "mail.passkeyAdded.body", values: { name } },
        { id: "mail.passwordChanged.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  passkeyRemoved: (to: Recipient, name: string, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.passkeyRemoved.subject" },
      paragraphs: [
        { id: "mail.passkeyRemoved.body", values: { name } },
        { id: "mail.passwordChanged.notYou", values: { forgotUrl: `${publicUrl}/forgot-password` } },
      ],
    }),
  transferCode: (to: Recipient, transfer: TransferFacts, code: string) =>
    compose(to, {
      subject: { id: "mail.transferCode.subject", values: { ...transfer } },
      paragraphs: [
        { id: "mail.transferCode.body", values: { ...transfer } },
        { id: "mail.transferCode.expiry", values: codeMinutes },
      ],
      highlight: code,
    }),
  transferSubmitted: (to: Recipient, transfer: TransferFacts) =>
    compose(to, {
      subject: { id: "mail.transferSubmitted.subject", values: { ...transfer } },
      paragraphs: [
        { id: "mail.transferSubmitted.body", values: { ...transfer } },
        { id: "mail.transferSubmitted.held" },
      ],
    }),
  transferCompleted: (to: Recipient, transfer: TransferFacts) =>
    compose(to, {
      subject: { id: "mail.transferCompleted.subject", values: { ...transfer } },
      paragraphs: [{ id: "mail.transferCompleted.body", values: { ...transfer } }],
    }),
  transferCancelled: (to: Recipient, transfer: TransferFacts, reason: Text) =>
    compose(to, {
      subject: { id: "mail.transferCancelled.subject", values: { ...transfer } },
      paragraphs: [
        { id: "mail.transferCancelled.body", values: { ...transfer } },
        { id: "mail.transferCancelled.reason", values: { reason: translate(to.language, reason) } },
        { id: "mail.transferCancelled.released" },
      ],
    }),
  moneyRequested: (to: Recipient & Pick<User, "time_zone">, request: RequestFacts, expiresAt: Date) =>
    compose(to, {
      subject: { id: "mail.moneyRequested.subject", values: { ...request } },
      paragraphs: [
        { id: "mail.moneyRequested.body", values: { ...request } },
        noteFrom(request.name, request.description),
        { id: "mail.moneyRequested.until", values: { expiresAt: dateTimeIn(to, expiresAt) } },
      ],
      highlight: request.link,
    }),
  requestPaid: (to: Recipient, request: RequestFacts, transactionId: string) =>
    compose(to, {
      subject: { id: "mail.requestPaid.subject", values: { ...request } },
      paragraphs: [{ id: "mail.requestPaid.body", values: { ...request, transactionId } }],
    }),
  requestDeclined: (to: Recipient, request: RequestFacts) =>
    compose(to, {
      subject: { id: "mail.requestDeclined.subject", values: { ...request } },
      paragraphs: [{ id: "mail.requestDeclined.body", values: { ...request } }],
    }),
  /** A support answer: who answered and where to read it, never what they wrote. */
  supportReply: (to: Recipient, operatorName: string, conversationUrl: string) =>
    compose(to, {
      subject: { id: "mail.supportReply.subject" },
      paragraphs: [{ id: "mail.supportReply.body", values: { name: operatorName } }],
      highlight: conversationUrl,
    }),
  recipientAdded: (to: Recipient, recipient: { name: string; account: string }, publicUrl: string) =>
    compose(to, {
      subject: { id: "mail.recipientAdded.subject" },
      paragraphs: [
        { id: "mail.recipientAdded.body", values: recipient },
        { id: "mail.recipientAdded.notYou", values: { paymentMethodsUrl: `${publicUrl}/payment-methods` } },
      ],
    }),
  paymentCode: (to: Recipient, payment: PaymentFacts, code: string) =>
    compose(to, {
      subject: { id: "mail.paymentCode.subject", values: { amount: payment.amount, name: payment.name } },
      paragraphs: [
        { id: "mail.paymentCode.body", values: { ...payment } },
        { id: "mail.paymentCode.expiry", values: codeMinutes },
      ],
      highlight: code,
    }),
  paymentSent: (to: Recipient, payment: PaymentFacts, description: string) =>
    compose(to, {
      subject: { id: "mail.paymentSent.subject", values: { amount: payment.amount, name: payment.name } },
      paragraphs: [
        { id: "mail.paymentSent.body", values: { ...payment } },
        { id: "mail.depositReceived.description", values: { description } },
      ],
    }),
  paymentCancelled: (to: Recipient, payment: PaymentFacts, reason: Text) =>
    compose(to, {
      subject: {
        id: "mail.paymentCancelled.subject",
        values: { amount: payment.amount, name: payment.name },
      },
      paragraphs: [
        { id: "mail.paymentCancelled.body", values: { ...payment } },
        { id: "mail.transferCancelled.reason", values: { reason: translate(to.language, reason) } },
      ],
    }),
  paymentReceived: (to: Recipient, payment: PaymentFacts, description: string) =>
    compose(to, {
      subject: { id: "mail.paymentReceived.subject", values: { amount: payment.amount, name: payment.name } },
      paragraphs: [
        {
          id: "mail.paymentReceived.body",
          values: { amount: payment.amount, payer: payment.payee, transactionId: payment.transactionId },
        },
        noteFrom(payment.name, description),
      ],
    }),
  transferReturned: (to: Recipient, transfer: TransferFacts, reason: string) =>
    compose(to, {
      subject: { id: "mail.transferReturned.subject", values: { ...transfer } },
      paragraphs: [
        { id: "mail.transferReturned.body", values: { ...transfer, reason } },
        { id: "mail.transferReturned.refunded", values: { ...transfer } },
      ],
    }),
  bankTransferReceived: (
    to: Recipient,
    received: { amount: string; name: string; description: string; transactionId: string },
  ) =>
    compose(to, {
      subject: { id: "mail.bankTransferReceived.subject", values: received },
      paragraphs: [
        { id: "mail.bankTransferReceived.body", values: received },
        { id: "mail.depositReceived.description", values: { description: received.description } },
      ],
    }),
  cardIssued: (to: Recipient, card: { last4: string; currency: string }) =>
    compose(to, {
      subject: { id: "mail.cardIssued.subject", values: card },
      paragraphs: [{ id: "mail.cardIssued.body", values: card }, { id: "mail.detailsChanged.notExpected" }],
    }),
  cardFrozen: (to: Recipient, card: { last4: string }, byBank: boolean) =>
    compose(to, {
      subject: { id: "mail.cardFrozen.subject", values: card },
      paragraphs: byBank
        ? [{ id: "mail.cardFrozenByBank.body", values: card }]
        : [{ id: "mail.cardFrozen.body", values: card }, { id: "mail.detailsChanged.notExpected" }],
    }),
  cardUnfrozen: (to: Recipient, card: { last4: string }) =>
    compose(to, {
      subject: { id: "mail.cardUnfrozen.subject", values: card },
      paragraphs: [{ id: "mail.cardUnfrozen.body", values: card }, { id: "mail.detailsChanged.notExpected" }],
    }),
  cardTerminated: (to: Recipient, card: { last4: string }) =>
    compose(to, {
      subject: { id: "mail.cardTerminated.subject", values: card },
      paragraphs: [
        { id: "mail.cardTerminated.body", values: card },
        { id: "mail.detailsChanged.notExpected" },
      ],
    }),
  cardLimitsChanged: (to: Recipient, card: { last4: string }) =>
    compose(to, {
      subject: { id: "mail.cardLimitsChanged.subject", values: card },
      paragraphs: [
        { id: "mail.cardLimitsChanged.body", values: card },
        { id: "mail.detailsChanged.notExpected" },
      ],
    }),
  depositReceived: (to: Recipient, amount: string, description: string, transactionId: string) =>
    compose(to, {
      subject: { id: "mail.depositReceived.subject", values: { amount } },
      paragraphs: [
        { id: "mail.depositReceived.body", values: { amount, transactionId } },
        { id: "mail.depositReceived.description", values: { description } },
      ],
    }),
};

export { formatDollars } from "../../lib/i18n";
