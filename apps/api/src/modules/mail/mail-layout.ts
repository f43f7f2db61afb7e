import type { Locale } from "@larkspur/shared/locales";
import { translate } from "../../lib/i18n";

/**
 * A mail as it is queued and kept: its words, already in the addressee's language, without the layout. The layout
 * is the same for every mail and weighs three times the words, so it is added only when the mail leaves (`layOut`):
 * a queued row is written again when fetched and when completed, and the smaller it is the less each write costs.
 */
export interface OutgoingMail {
  to: string;
  language: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A code or a link, shown large. */
  highlight?: string;
}

/** A mail ready to send: its subject, plain-text part and HTML part. */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What a queue or the dev mailbox may hold: the words, or a mail laid out before mails were queued as words. */
export type QueuedMail = OutgoingMail | MailContent;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** Every mail shares one layout: the brand, a greeting, the paragraphs, an optional highlighted code or link. */
export function layOut(mail: QueuedMail): MailContent {
  if ("html" in mail) return mail;
  const { to, language, subject, greeting, paragraphs, highlight } = mail;
  const signature = translate(language, { id: "mail.signature" });
  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), highlight ?? "", "", signature]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f5f6f8;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:bold;color:#0f1b2d">Larkspur</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${highlight ? `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;color:#0f1b2d">${escapeHtml(highlight)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#64748b">${escapeHtml(translate(language, { id: "mail.neverAsk" }))}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
