import { setTimeout as delay } from "node:timers/promises";
import { apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { defaultLocale, type Locale } from "@larkspur/shared/locales";

/** What a test looks for in the mail the app sent. */
export interface MailWanted {
  to: string;
  /** The subject starts with this. */
  subject?: string;
  /** The text contains this, e.g. a transaction id. */
  mentioning?: string;
  /** Only mail sent after this moment. */
  sentAfter?: Date;
}

export interface Mail {
  subject: string;
  text: string;
}

/** The newest mail that fits, if there is one yet. */
export type FindMail = (wanted: MailWanted) => Promise<Mail | undefined>;

/** Runs one SQL statement with $1-style parameters against the app's database and answers its rows. */
export type RunSql = (text: string, values: unknown[]) => Promise<Mail[]>;

const filterValues = (wanted: MailWanted) => [
  wanted.to.toLowerCase(),
  wanted.subject ?? "",
  wanted.mentioning ?? "",
  wanted.sentAfter ?? new Date(0),
];

/**
 * A queued mail's words as one text, in the order its text part gives them: the greeting, the paragraphs, then the
 * code or link. A mail is queued as its words and laid out only when it leaves (apps/api's mail-layout.ts).
 */
const wordsOf = (mail: string) =>
  `concat_ws(E'\\n', ${mail}->>'greeting',
    (select string_agg(paragraph, E'\\n') from jsonb_array_elements_text(${mail}->'paragraphs') paragraph),
    ${mail}->>'highlight')`;

/**
 * Mail the app has committed to send: its job is written in the trx of the change that causes it, so it is there the
 * moment the request has answered, before any worker delivers it.
 */
export function outbox(run: RunSql): FindMail {
  return async (wanted) => {
    const rows = await run(
      `select data->>'subject' as subject, words.text from pgboss.job, lateral (select ${wordsOf("data")} as text) words
       where name = 'mail' and data->>'to' = $1 and starts_with(data->>'subject', $2)
         and strpos(words.text, $3) > 0 and created_on > $4
       order by created_on desc limit 1`,
      filterValues(wanted),
    );
    return rows[0];
  };
}

/** Mail delivered to the dev mailbox, read from its table. */
export function devMailbox(run: RunSql): FindMail {
  return async (wanted) => {
    const rows = await run(
      `select mail->>'subject' as subject, words.text from dev_mailbox, lateral (select ${wordsOf("mail")} as text) words
       where to_address = $1 and starts_with(mail->>'subject', $2) and strpos(words.text, $3) > 0 and created_at > $4
       order by created_at desc limit 1`,
      filterValues(wanted),
    );
    return rows[0];
  };
}

/** Mail delivered to the dev mailbox, as `GET /api/dev/mailbox` lists it (newest first). */
export function devMailboxOverHttp(getJson: (path: string) => Promise<unknown>): FindMail {
  return async (wanted) => {
    const mails = (await getJson(`/api/dev/mailbox?to=${encodeURIComponent(wanted.to)}`)) as (Mail & {
      createdAt: string;
    })[];
    return mails.find(
      (mail) =>
        mail.subject.startsWith(wanted.subject ?? "") &&
        mail.text.includes(wanted.mentioning ?? "") &&
        new Date(mail.createdAt) > (wanted.sentAfter ?? new Date(0)),
    );
  };
}

/** The six-digit code in a mail's text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/** No mail that fits arrived in time. */
export class MailNotArrived extends Error {}

export interface Patience {
  timeoutMs?: number;
  pollMs?: number;
}

/** Waits for mail that fits: mail goes out from a background job, so it may take a moment to arrive. */
export async function waitForMail(
  find: FindMail,
  wanted: MailWanted,
  { timeoutMs = 20_000, pollMs = 50 }: Patience = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await find(wanted);
    if (mail) return mail;
    if (Date.now() >= deadline) throw new MailNotArrived(`No mail like ${JSON.stringify(wanted)} arrived`);
    await delay(pollMs);
  }
}

/** The code in the newest mail that fits, waiting for it. */
export async function waitForCode(find: FindMail, wanted: MailWanted, patience?: Patience): Promise<string> {
  return codeIn((await waitForMail(find, wanted, patience)).text);
}

/** The newest sign-up code mailed to `email`, in the language chosen at sign-up. */
export function signUpCode(
  find: FindMail,
  email: string,
  patience?: Patience,
  language: Locale = defaultLocale,
): Promise<string> {
  const subject = apiCatalogues[language]["mail.signupCode.subject"];
  return waitForCode(find, { to: email, subject }, patience);
}

/** The code of a transfer: the one whose mail mentions its transaction id, or the newest sent after a moment. */
export function transferCode(
  find: FindMail,
  wanted: Omit<MailWanted, "subject">,
  patience?: Patience,
  language: Locale = defaultLocale,
): Promise<string> {
  const subject = apiCatalogues[language]["mail.transferCode.subject"].split("{")[0];
  return waitForCode(find, { ...wanted, subject }, patience);
}

/** The code of a payment to another customer: the one whose mail mentions its transaction id, or the newest. */
export function paymentCode(
  find: FindMail,
  wanted: Omit<MailWanted, "subject">,
  patience?: Patience,
  language: Locale = defaultLocale,
): Promise<string> {
  const subject = apiCatalogues[language]["mail.paymentCode.subject"].split("{")[0];
  return waitForCode(find, { ...wanted, subject }, patience);
}

/** The code that confirms a scheduled payment: the newest such mail, or the newest sent after a moment. */
export function scheduleCode(
  find: FindMail,
  wanted: Omit<MailWanted, "subject">,
  patience?: Patience,
  language: Locale = defaultLocale,
): Promise<string> {
  const subject = apiCatalogues[language]["mail.scheduleCode.subject"].split("{")[0];
  return waitForCode(find, { ...wanted, subject }, patience);
}
