import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Database } from "../../db/types";
import type { OutgoingMail } from "./mail.service";
import { insertMailboxMessage } from "./mailbox.repo";

export interface MailTransport {
  /** Delivers one message; `id` is stable across retries so a repeat can be recognised. */
  deliver(id: string, mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(id, mail) {
      await transporter.sendMail({ from, messageId: `<${id}@larkspur>`, ...mail });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP, mail lands in the dev mailbox table (shown at /dev/mailbox). The log names the recipient and the
 * subject only: codes and links stay out of the log.
 */
export function devMailboxTransport(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  publicUrl: string,
): MailTransport {
  return {
    async deliver(id, mail) {
      await insertMailboxMessage(db, id, mail);
      log.info({ to: mail.to, subject: mail.subject }, `Mail stored: read it at ${publicUrl}/dev/mailbox`);
    },
    close: () => {},
  };
}
