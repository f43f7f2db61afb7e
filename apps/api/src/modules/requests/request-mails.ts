import { centsToDollars } from "@larkspur/shared/money";
import type { User } from "../../db/types";
import type { OutgoingMail } from "../mail";
import { formatDollars, mailTemplates, type Recipient, type RequestFacts } from "../mail";
import type { Notice } from "../notifications";

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

/** Where the requester follows their requests in the app: the page that makes them lists them. */
const REQUESTS_PAGE = "/request-money";

const paramsOf = (requestId: string, facts: RequestMailFacts) => ({
  amount: String(facts.cents),
  currency: "USD",
  name: facts.name,
  requestId,
});

/** What each side of a request is told, in the app and (with the mail) by e-mail. */
export const requestNotices = {
  /** To the customer asked: the request, linking to the page that pays it. */
  received: (payer: User, requestId: string, facts: RequestMailFacts & { expiresAt: Date }): Notice => ({
    userId: payer.id,
    kind: "request.received",
    params: paramsOf(requestId, facts),
    link: `/pay/${requestId}`,
    mail: requestMails.requested(payer, facts),
  }),
  /** To the requester (with the paid request): it was paid; the payer's reference, as the mail gives it. */
  paid: (
    request: Recipient & { id: string; requester_id: string },
    facts: RequestMailFacts,
    transactionId: string,
  ): Notice => ({
    userId: request.requester_id,
    kind: "request.paid",
    params: { ...paramsOf(request.id, facts), transactionId },
    link: REQUESTS_PAGE,
    mail: requestMails.paid(request, facts, transactionId),
  }),
  /** To the requester: the customer asked declined. */
  declined: (requester: User, requestId: string, facts: RequestMailFacts): Notice => ({
    userId: requester.id,
    kind: "request.declined",
    params: paramsOf(requestId, facts),
    link: REQUESTS_PAGE,
    mail: requestMails.declined(requester, facts),
  }),
};
