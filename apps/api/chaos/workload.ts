import { createHmac, randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { defaultLocale } from "@larkspur/shared/locales";
import { toMinorUnits } from "@larkspur/shared/money";
import { codeIn, MailNotArrived, paymentCode, scheduleCode, transferCode } from "@larkspur/test-kit/mail";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { type HarnessDb, MAIL_PATIENCE, mailOf } from "./harness-db";
import type { History } from "./history";
import type { Answer, Client } from "./http-client";
import type { Customer, Operator } from "./setup";

export interface Actors {
  client: Client;
  db: HarnessDb;
  history: History;
  customers: Customer[];
  operators: Operator[];
}

const dollars = (cents: bigint) => Number(cents) / 100;

function isRefusedForMoney(answer: Answer): boolean {
  return answer.status === 400 && answer.body?.code === "insufficient_balance";
}

function unexpected(actors: Actors, what: string, answer: Answer): void {
  actors.history.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Above the four-eyes threshold the deposit waits for the second operator, whose approval credits it. */
export async function deposit(actors: Actors, operators: Operator[], customer: Customer, cents: bigint) {
  const [requester, approver] = operators;
  const answer = await actors.client({
    method: "POST",
    path: `/api/admin/customers/${customer.id}/deposits`,
    token: requester!.token,
    body: { amount: dollars(cents), description: "Chaos deposit" },
    idempotencyKey: randomUUID(),
  });
  if (answer.status !== 201) return unexpected(actors, `deposit for ${customer.email}`, answer);
  const { status, transactionId } = answer.body.transaction;
  if (status === "Completed" || (await approved(actors, approver!, transactionId, true))) {
    actors.history.recordDeposit(customer.id, cents);
  }
}

/** What an initiate asks for: a transfer to a bank, a payment to another customer, or paying a money request. */
export type Order =
  | { kind: "transfer" }
  | { kind: "payment"; payee: Customer; byEmail: boolean }
  | { kind: "request"; requestId: string; requesterId: string };

function bodyOf(order: Order, cents: bigint) {
  switch (order.kind) {
    case "transfer":
      return sampleTransfer({ amount: dollars(cents), description: "Chaos transfer" });
    case "payment":
      return samplePayment(
        order.byEmail ? { email: order.payee.email } : { accountNumber: order.payee.accountNumber },
        { amount: dollars(cents), description: "Chaos payment" },
      );
    case "request":
      // The request names the recipient and the amount.
      return { transferOption: "Larkspur", requestId: order.requestId };
  }
}

/** A 409 for paying a request another payment paid first. */
function isRequestClosed(answer: Answer): boolean {
  return answer.status === 409 && answer.body?.code === "conflict";
}

/** Starts what `order` asks for; `cents` is the amount (a request's own, when paying one). */
export async function initiate(
  actors: Actors,
  customer: Customer,
  cents: bigint,
  order: Order = { kind: "transfer" },
): Promise<string | undefined> {
  const key = randomUUID();
  const answer = await actors.client({
    method: "POST",
    path: `/api/transaction/initiate/${customer.id}`,
    token: customer.token,
    body: bodyOf(order, cents),
    idempotencyKey: key,
  });
  if (answer.status === 200) {
    const transactionId = answer.body.transactionId as string;
    actors.history.recordInitiate(key, {
      transactionId,
      customerId: customer.id,
      payeeId:
        order.kind === "payment" ? order.payee.id : order.kind === "request" ? order.requesterId : undefined,
      requestId: order.kind === "request" ? order.requestId : undefined,
      cents,
      status: "Unconfirmed",
    });
    return transactionId;
  }
  if (isRefusedForMoney(answer)) actors.history.expectedRefusals += 1;
  else if (order.kind === "request" && isRequestClosed(answer)) actors.history.paidByAnother += 1;
  else unexpected(actors, `initiate for ${customer.email}`, answer);
  return undefined;
}

/**
 * Reads the code from the mailbox, as the customer would, and confirms it: a transfer then waits for review, a
 * payment is done. Paying a request another payment paid first is refused with 409, and nothing moves.
 */
export async function verify(actors: Actors, customer: Customer, transactionId: string): Promise<boolean> {
  const payment = actors.history.transfers.get(transactionId)?.payeeId !== undefined;
  const otp = await (payment ? paymentCode : transferCode)(
    mailOf(actors.db),
    { to: customer.email, mentioning: `reference ${transactionId}` },
    MAIL_PATIENCE,
  ).catch((error: unknown) => {
    if (error instanceof MailNotArrived) return undefined;
    throw error;
  });
  if (!otp) {
    actors.history.surprise(`the code for ${transactionId} never reached ${customer.email}`);
    return false;
  }
  const answer = await actors.client({
    method: "POST",
    path: `/api/transaction/verify/${customer.id}`,
    token: customer.token,
    body: { otp, transactionId },
    idempotencyKey: randomUUID(),
  });
  const status = payment ? answer.body?.status : answer.body?.transaction?.status;
  if (answer.status === 200 && status === (payment ? "Completed" : "Pending")) {
    actors.history.move(transactionId, status);
    return true;
  }
  const payingRequest = actors.history.transfers.get(transactionId)?.requestId !== undefined;
  if (isRefusedForMoney(answer)) actors.history.expectedRefusals += 1;
  else if (payingRequest && isRequestClosed(answer)) actors.history.paidByAnother += 1;
  else unexpected(actors, `verify ${transactionId}`, answer);
  return false;
}

export async function cancel(actors: Actors, customer: Customer, transactionId: string): Promise<void> {
  const answer = await actors.client({
    method: "POST",
    path: `/api/transaction/cancel/${customer.id}/${transactionId}`,
    token: customer.token,
    idempotencyKey: randomUUID(),
  });
  if (answer.status === 200) actors.history.move(transactionId, "Cancelled");
  else unexpected(actors, `cancel ${transactionId}`, answer);
}

/**
 * Operators' decisions carry no idempotency key: they are guarded by the transfer's status instead. When a retried
 * decision hears 409, the first attempt may have decided already; the transfer's state says whether it did.
 */
async function decidedEarlier(actors: Actors, transactionId: string, operator: Operator): Promise<string> {
  const [row] = await actors.db.query<{ status: string; approved: boolean }>(
    `select t.status, exists (
       select 1 from transfer_approvals a join users u on u.id = a.operator_id
       where a.transfer_id = t.id and u.email = $2) as approved
     from movement_rows t where t.transaction_id = $1`,
    [transactionId, operator.email],
  );
  return row?.approved ? `${row.status}, approved` : (row?.status ?? "missing");
}

/** Whether the operator's approval went in (completing the transfer when `completes`), though its answer was lost. */
async function approved(
  actors: Actors,
  operator: Operator,
  transactionId: string,
  completes: boolean,
): Promise<boolean> {
  const answer = await actors.client({
    method: "POST",
    path: `/api/admin/transfers/${transactionId}/approve`,
    token: operator.token,
  });
  const approved =
    (answer.status === 200 && answer.body.completed === completes) ||
    (answer.status === 409 &&
      answer.attempts > 1 &&
      (await decidedEarlier(actors, transactionId, operator)) ===
        `${completes ? "Completed" : "Pending"}, approved`);
  if (!approved) unexpected(actors, `approve ${transactionId}`, answer);
  return approved;
}

export async function approve(
  actors: Actors,
  operator: Operator,
  transactionId: string,
  completes: boolean,
): Promise<void> {
  if ((await approved(actors, operator, transactionId, completes)) && completes) {
    actors.history.move(transactionId, "Completed");
  }
}

export async function reject(actors: Actors, operator: Operator, transactionId: string): Promise<void> {
  const answer = await actors.client({
    method: "POST",
    path: `/api/admin/transfers/${transactionId}/reject`,
    token: operator.token,
    body: { reason: "Chaos review" },
  });
  const rejected =
    answer.status === 200 ||
    (answer.status === 409 &&
      answer.attempts > 1 &&
      (await decidedEarlier(actors, transactionId, operator)) === "Cancelled");
  if (rejected) actors.history.move(transactionId, "Cancelled");
  else unexpected(actors, `reject ${transactionId}`, answer);
}

/** A customer asks `from` for money, or anyone when `from` is absent (a link); answers the request's id. */
export async function requestMoney(
  actors: Actors,
  requester: Customer,
  cents: bigint,
  from?: { customer: Customer; byEmail: boolean },
): Promise<string | undefined> {
  const answer = await actors.client({
    method: "POST",
    path: `/api/requests/${requester.id}`,
    token: requester.token,
    body: {
      ...(from && {
        from: from.byEmail ? { email: from.customer.email } : { accountNumber: from.customer.accountNumber },
      }),
      amount: dollars(cents),
      description: "Chaos request",
    },
    idempotencyKey: randomUUID(),
  });
  if (answer.status === 201 && answer.body?.status === "Open") return answer.body.requestId as string;
  unexpected(actors, `request by ${requester.email}`, answer);
  return undefined;
}

/** A conversion between two of a customer's balances: `amount` is sold in `from` or bought in `to`, by `side`. */
export interface ConversionOrder {
  from: string;
  to: string;
  side: "sell" | "buy";
  /** In minor units of `from` when selling, of `to` when buying; both currencies here have 2 decimals. */
  minor: bigint;
}

/** An answer's amount, in minor units: the conversions here are between currencies of 2 decimals. */
const minorOf = (amount: unknown) => (typeof amount === "number" ? toMinorUnits(amount, 2) : null);

/**
 * Asks for a quote, then converts at it with an Idempotency-Key kept through every retry. A quote changes no money,
 * so a retried quote only leaves an unused one behind. Refusals for want of money, and a quote whose 30 seconds ran
 * out before any attempt of the convert got through, are expected; nothing moved for them.
 */
export async function convertBalances(actors: Actors, customer: Customer, order: ConversionOrder) {
  const quoted = await actors.client({
    method: "POST",
    path: `/api/conversions/${customer.id}/quote`,
    token: customer.token,
    body: { from: order.from, to: order.to, side: order.side, amount: dollars(order.minor) },
  });
  if (quoted.status !== 200) {
    if (isRefusedForMoney(quoted)) actors.history.expectedRefusals += 1;
    else unexpected(actors, `quote for ${customer.email}`, quoted);
    return;
  }
  const key = randomUUID();
  const answer = await actors.client({
    method: "POST",
    path: `/api/conversions/${customer.id}`,
    token: customer.token,
    body: { quoteId: quoted.body.quoteId },
    idempotencyKey: key,
  });
  if (answer.status === 201) {
    const sellMinor = minorOf(answer.body.sellAmount);
    const buyMinor = minorOf(answer.body.buyAmount);
    if (
      sellMinor === null ||
      buyMinor === null ||
      answer.body.sellAmount !== quoted.body.sellAmount ||
      answer.body.buyAmount !== quoted.body.buyAmount
    ) {
      return unexpected(actors, `convert at quote ${quoted.body.quoteId}`, answer);
    }
    actors.history.recordConversion(key, {
      transactionId: answer.body.transactionId,
      customerId: customer.id,
      from: order.from,
      to: order.to,
      sellMinor,
      buyMinor,
    });
    return;
  }
  if (isRefusedForMoney(answer)) actors.history.expectedRefusals += 1;
  else if (answer.status === 409 && answer.body?.code === "quote_expired") actors.history.expiredQuotes += 1;
  else unexpected(actors, `convert for ${customer.email}`, answer);
}

/** The API processes run with this card network secret (main.ts), so the workload signs events as a processor does. */
export const chaosCardNetworkSecret = "the chaos run's card network signing secret, 32+ characters";

/** One signed card network event, retried as it is (same body, same signature) until it gets an answer. */
function cardEvent(actors: Actors, event: Record<string, unknown>) {
  const signature = createHmac("sha256", chaosCardNetworkSecret).update(JSON.stringify(event)).digest("hex");
  return actors.client({
    method: "POST",
    path: "/api/card-network/events",
    body: event,
    headers: { "x-larkspur-signature": `sha256=${signature}` },
  });
}

/**
 * A card purchase: a signed authorisation (a retry of the same authorizationId answers the first decision), then
 * its clearing for the authorised amount or its full reversal, both safe to retry. Declines for want of money or
 * within the limits are expected.
 */
export async function cardPurchase(
  actors: Actors,
  customer: Customer,
  cents: bigint,
  settle: "clear" | "reverse",
) {
  if (!customer.cardId) return actors.history.surprise(`${customer.email} has no card`);
  const authorizationId = `chaos-${randomUUID()}`;
  const decided = await cardEvent(actors, {
    type: "authorization",
    authorizationId,
    cardId: customer.cardId,
    amount: Number(cents),
    currency: "USD",
    merchant: { name: "Chaos Shop", mcc: "5999", country: "US" },
    channel: "online",
  });
  if (decided.status !== 200) return unexpected(actors, `card authorisation for ${customer.email}`, decided);
  if (decided.body.decision !== "approved") {
    if (["insufficient_funds", "account_limit"].includes(decided.body.reason))
      actors.history.expectedRefusals += 1;
    else unexpected(actors, `card authorisation for ${customer.email}`, decided);
    return;
  }
  actors.history.cards.set(authorizationId, { customerId: customer.id, cents, status: "Pending" });
  const settled = await cardEvent(
    actors,
    settle === "clear"
      ? { type: "clearing", authorizationId, amount: Number(cents) }
      : { type: "reversal", authorizationId },
  );
  const expected = settle === "clear" ? "Completed" : "Cancelled";
  if (settled.status !== 200 || settled.body.status !== expected) {
    return unexpected(actors, `card ${settle} of ${authorizationId}`, settled);
  }
  actors.history.cards.get(authorizationId)!.status = expected;
}

/** Issues each customer the card they buy with. */
export async function issueCards(actors: Actors) {
  for (const customer of actors.customers) {
    const answer = await actors.client({
      method: "POST",
      path: `/api/cards/${customer.id}`,
      token: customer.token,
      body: { currency: "USD" },
    });
    if (answer.status !== 201) unexpected(actors, `issuing a card for ${customer.email}`, answer);
    else customer.cardId = answer.body.cardId;
  }
}

/** Today in the customer's time zone, as the API reckons a schedule's first day (YYYY-MM-DD). */
async function todayOf(actors: Actors, customer: Customer): Promise<string> {
  const [row] = await actors.db.query<{ time_zone: string }>("select time_zone from users where id = $1", [
    customer.id,
  ]);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: row!.time_zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

const scheduleCodeSubject = apiCatalogues[defaultLocale]["mail.scheduleCode.subject"].split("{")[0]!;

/**
 * The codes of the schedule mails `customer` was sent since `since`, newest first: a create retried after its answer
 * was lost leaves a second Unconfirmed schedule, whose code looks the same, so each is tried until one confirms.
 */
async function scheduleCodesSince(actors: Actors, customer: Customer, since: Date): Promise<string[]> {
  const first = await scheduleCode(
    mailOf(actors.db),
    { to: customer.email, sentAfter: since },
    MAIL_PATIENCE,
  ).catch((error: unknown) => {
    if (error instanceof MailNotArrived) return undefined;
    throw error;
  });
  if (!first) return [];
  const mails = await actors.db.query<{ code: string }>(
    `select mail->>'highlight' as code from dev_mailbox
     where to_address = $1 and starts_with(mail->>'subject', $2) and created_at > $3
     order by created_at desc`,
    [customer.email.toLowerCase(), scheduleCodeSubject, since],
  );
  return [...new Set([first, ...mails.map((mail) => codeIn(mail.code))])];
}

/** Whether a retried confirm's refusal follows its first attempt's success: the schedule is confirmed. */
async function confirmedEarlier(actors: Actors, scheduleId: string): Promise<boolean> {
  const [row] = await actors.db.query<{ status: string }>("select status from schedules where id = $1", [
    scheduleId,
  ]);
  return row !== undefined && row.status !== "Unconfirmed";
}

/**
 * A one-off payment to `payee` scheduled for today, set up and confirmed with the mailed code: its run is due at once
 * and the scheduled-runs job makes it within the minute, or skips it (or tries again this afternoon) when the money
 * is not there. `description` is unique to it, so the checks find its payment.
 */
export async function schedulePayment(
  actors: Actors,
  customer: Customer,
  payee: Customer,
  cents: bigint,
  description: string,
): Promise<void> {
  const since = new Date(Date.now() - 1_000);
  const created = await actors.client({
    method: "POST",
    path: `/api/schedules/${customer.id}`,
    token: customer.token,
    body: {
      payment: samplePayment({ accountNumber: payee.accountNumber }, { amount: dollars(cents), description }),
      startDate: await todayOf(actors, customer),
      repeat: "none",
    },
  });
  if (created.status !== 202) return unexpected(actors, `schedule by ${customer.email}`, created);
  const scheduleId = created.body.scheduleId as string;
  // A code that does not confirm this schedule is another's; the right one may still be on its way.
  const tried = new Set<string>();
  const deadline = Date.now() + MAIL_PATIENCE.timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await scheduleCodesSince(actors, customer, since)).filter((otp) => !tried.has(otp));
    if (fresh.length === 0) await delay(500);
    for (const otp of fresh) {
      tried.add(otp);
      const answer = await actors.client({
        method: "POST",
        path: `/api/schedules/${customer.id}/${scheduleId}/confirm`,
        token: customer.token,
        body: { otp },
      });
      // A retry racing its own first attempt finds the code used or the schedule confirmed.
      const earlier = answer.attempts > 1 && (await confirmedEarlier(actors, scheduleId));
      if (answer.status === 400 && answer.body?.code === "invalid_code" && !earlier) continue;
      const confirmed =
        (answer.status === 200 && answer.body.status === "Active") ||
        ([400, 409].includes(answer.status) && earlier);
      if (!confirmed) return unexpected(actors, `confirm schedule ${scheduleId}`, answer);
      actors.history.schedules.set(scheduleId, {
        customerId: customer.id,
        payeeId: payee.id,
        cents,
        description,
      });
      return;
    }
  }
  actors.history.surprise(`no code mailed to ${customer.email} confirmed schedule ${scheduleId}`);
}
