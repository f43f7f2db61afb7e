import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { formatDay } from "../../lib/format";
import { i18n, withValues } from "../../lib/i18n";

/**
 * What each recorded action did, in words, the subject as {subject}. An action missing here still reads sensibly
 * (auditActionText), so a new action is recorded correctly before its words are written.
 */
const actionWords: Record<string, MessageDescriptor> = {
  "customer.deposit": msg({ message: "Deposited money for {subject}" }),
  "customer.deposit-requested": msg({ message: "Asked for a deposit for {subject}, to be approved" }),
  "customer.hold-transfers": msg({ message: "Held the transfers of {subject}" }),
  "customer.release-transfers": msg({ message: "Released the transfers of {subject}" }),
  "customer.disable": msg({ message: "Disabled the account of {subject}" }),
  "customer.enable": msg({ message: "Enabled the account of {subject}" }),
  "customer.change-limits": msg({ message: "Changed the limits of {subject}" }),
  "customer.edit-details": msg({ message: "Edited the details of {subject}" }),
  "customer.read-documents": msg({ message: "Read the documents of {subject}" }),
  "customer.security-answer-check": msg({ message: "Checked a security answer of {subject}" }),
  "deposit.approve": msg({ message: "Approved the deposit {subject}" }),
  "deposit.approve-first": msg({ message: "Gave the first approval to the deposit {subject}" }),
  "transfer.approve": msg({ message: "Approved the transfer {subject}" }),
  "transfer.approve-first": msg({ message: "Gave the first approval to the transfer {subject}" }),
  "transfer.reject": msg({ message: "Rejected the transfer {subject}" }),
  "staff.create": msg({ message: "Added {subject} to the staff" }),
  "staff.edit-details": msg({ message: "Edited the details of {subject}" }),
  "staff.disable": msg({ message: "Disabled the staff account of {subject}" }),
  "staff.enable": msg({ message: "Enabled the staff account of {subject}" }),
  "support.take": msg({ message: "Took the support conversation of {subject}" }),
  "support.answer": msg({ message: "Answered {subject} in support" }),
  "support.close": msg({ message: "Closed the support conversation of {subject}" }),
  "rates.load": msg({ message: "Loaded exchange rates for {subject}" }),
  "rates.approve": msg({ message: "Approved exchange rates for {subject}" }),
  "bank-statement.import": msg({ message: "Imported the bank statement {subject}" }),
  "bank-file.import": msg({ message: "Imported the bank file {subject}" }),
  "bank-file.approve": msg({ message: "Approved the bank file {subject}" }),
  "money-in.assign": msg({ message: "Assigned the money in {subject} to a customer" }),
  "money-in.return": msg({ message: "Marked the money in {subject} for return" }),
  "payment-batch.create": msg({ message: "Made the payment batch {subject}" }),
  "payment-batch.download": msg({ message: "Downloaded pain.001 of batch {subject}" }),
  "payment-batch.status": msg({ message: "Recorded the bank's status report for batch {subject}" }),
};

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * Whom or what the entry is about, as staff know it: "Boris Petrov (boris@example.com, 912345678901)", "transfer
 * 1700000000001 of Boris Petrov", "4 Dec 2026" for a day's rates; anything else by its reference.
 */
export function auditSubjectText(entry: AuditEntry): string {
  const { subjectName: name, subjectDetail: detail, subjectId: id } = entry;
  if (entry.subjectType === "transfer") return name ? t`#${id} of ${name}` : t`#${id}`;
  if (name) return detail ? `${name} (${detail})` : name;
  return isDay(id) ? formatDay(id) : id;
}

/** Who acted: "Olivia Operator (olivia@larkspur.example)", or the system by its recorded name. */
export function auditActorText(entry: AuditEntry): string {
  return entry.actorName ? `${entry.actorName} (${entry.actorEmail})` : entry.actorEmail;
}

/** What happened, in words: "Loaded exchange rates for Dec 4, 2026"; an unknown action by its own name. */
export function auditActionText(entry: AuditEntry): string {
  const subject = auditSubjectText(entry);
  const words = actionWords[entry.action];
  if (words) return i18n._(withValues(words, { subject }));
  const named = entry.action.replace(/[.-]+/g, " ");
  const action = named.charAt(0).toUpperCase() + named.slice(1);
  return t`${action}: ${subject}`;
}

/** What to filter by to see everything on the same subject: a person's e-mail, else the subject's own id. */
export function auditSubjectFilter(entry: AuditEntry): string {
  const email = entry.subjectType === "transfer" ? null : entry.subjectDetail?.split(",")[0];
  return email || entry.subjectId;
}
