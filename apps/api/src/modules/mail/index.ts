export type { Mailer } from "./mail.service";
export { createMailer } from "./mail.service";
export type { PaymentFacts, Recipient, RequestFacts, TransferFacts } from "./mail.templates";
export { formatDollars, mailTemplates, type ScheduleFacts } from "./mail.templates";
export { devMailboxTransport, smtpTransport } from "./mail.transport";
export { layOut, type OutgoingMail, type QueuedMail } from "./mail-layout";
export { MAIL_QUEUE, mailRetry } from "./mail-queue";
export { mailboxRoutes } from "./mailbox.routes";
