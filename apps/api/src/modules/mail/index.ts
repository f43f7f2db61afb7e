export type { OutgoingMail } from "./mail.service";
export { mailTemplates, type Recipient, type ScheduleFacts } from "./mail.templates";
