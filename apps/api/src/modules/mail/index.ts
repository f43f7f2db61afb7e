export type { Mailer, OutgoingMail } from "./mail.service";
export { createMailer } from "./mail.service";
export type { AddressedMail, PaymentFacts, Recipient, RequestFacts, TransferFacts } from "./mail.templates";
export { formatDollars, mailTemplates, type ScheduleFacts } from "./mail.templates";
export { devMailboxTransport, smtpTransport } from "./mail.transport";
export { MAIL_QUEUE, mailRetry } from "./mail-queue";
export { mailboxRoutes } from "./mailbox.routes";
