import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "../../context";
import type { Database } from "../../db/types";
import { layOut, type QueuedMail } from "./mail-layout";
import { insertMailboxMessages } from "./mailbox.repo";

export interface Letter {
  /** Stable across retries, so a repeat can be recognised. */
  id: string;
  mail: QueuedMail;
}

export interface MailTransport {
  /** Delivers a batch; answers the letters that could not be delivered, each with its error, to be retried. */
  deliver(letters: Letter[]): Promise<{ id: string; error: unknown }[]>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(letters) {
      const failed: { id: string; error: unknown }[] = [];
      for (const { id, mail } of letters) {
        await transporter
          .sendMail({ from, messageId: `<${id}@larkspur>`, ...layOut(mail) })
          .catch((error: unknown) => failed.push({ id, error }));
      }
      return failed;
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP, mail lands in the dev mailbox table (shown at /dev/mailbox), a whole batch in one statement, kept as
 * it was queued and laid out when read. The log names the recipient and the subject only: codes and links stay out
 * of the log.
 */
export function devMailboxTransport(db: Kysely<Database>, log: Logger, publicUrl: string): MailTransport {
  return {
    async deliver(letters) {
      try {
        await insertMailboxMessages(db, letters);
      } catch (error) {
        return letters.map(({ id }) => ({ id, error }));
      }
      for (const { mail } of letters) {
        log.info({ to: mail.to, subject: mail.subject }, `Mail stored: read it at ${publicUrl}/dev/mailbox`);
      }
      return [];
    },
    close: () => {},
  };
}
