import { centsToDollars } from "@larkspur/shared/money";
import type { User } from "../../db/types";
import type { OutgoingMail } from "../mail/mail.service";
import { formatDollars, mailTemplates, type Recipient, type RequestFacts } from "../mail/mail.templates";

/** A request as its mails tell it: the other side's name, the amount in cents, what for and where to pay it. */
export interface RequestMailFacts {
  name: string;
  cents: bigint;
  description: string;
  link: string;
}

function factsFor(to: Recipient, { name, cents, description, link }: RequestMailFacts): RequestFacts {
  return { name, description, link, amount: formatDollars(to.language, centsToDollars(cents)) };
}

/** The mails of a money request, each in its reader's language: "Ada L. requests $25.00". */
export const requestMails = {
  requested: (payer: User, facts: RequestMailFacts & { expiresAt: Date }): OutgoingMail =>
    mailTemplates.moneyRequested(payer, factsFor(payer, facts), facts.expiresAt),
  paid: (requester: Recipient, facts: RequestMailFacts, transactionId: string): OutgoingMail =>
    mailTemplates.requestPaid(requester, factsFor(requester, facts), transactionId),
  declined: (requester: Recipient, facts: RequestMailFacts): OutgoingMail =>
    mailTemplates.requestDeclined(requester, factsFor(requester, facts)),
};
