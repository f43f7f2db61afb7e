import { randomUUID } from "node:crypto";
import { type Authenticator, enrolTotp } from "@larkspur/test-kit/authenticator";
import { deposit, fundedCustomer as fundedByKit } from "@larkspur/test-kit/customers";
import {
  devMailbox,
  outbox,
  paymentCode as paymentCodeIn,
  transferCode as transferCodeIn,
} from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import type { User } from "../../src/db/types";
import { hashToken, newAccountNumber, newToken } from "../../src/lib/secrets";
import { insertSession } from "../../src/modules/auth/sessions.repo";
import { openCustomerAccount } from "../../src/modules/ledger/ledger.service";
import { inspectLedger } from "../../src/modules/ledger/ledger-check.service";
import { findUserById, insertUser } from "../../src/modules/users/users.repo";
import type { TestApp } from "./build";
import { apiOf, bearer, mailTo, registration, type signedInCustomer, sqlOf, uniqueEmail } from "./customers";

export type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/**
 * A verified, signed-in customer written straight to the database: no password hashing and no sign-up mail, for
 * tests that need many customers quickly. The API sees them exactly like customers who registered.
 */
export async function quickCustomer(t: TestApp): Promise<Customer> {
  const id = randomUUID();
  const token = newToken();
  const email = uniqueEmail("quick");
  const accountNumber = newAccountNumber();
  await t.ctx.db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      email,
      password_hash: "not-used",
      first_name: "Quinn",
      last_name: "Quick",
      phone: "+1 555 010 0000",
      picture: null,
      account_number: accountNumber,
      email_verified_at: new Date(),
    });
    await openCustomerAccount(trx, id);
    await insertSession(trx, {
      id: randomUUID(),
      userId: id,
      tokenHash: hashToken(token),
      ip: "127.0.0.1",
      userAgent: "test",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  });
  return { ...registration({ email }), token, id, accountNumber };
}

export type Staff = User & { token: string; authenticator: Authenticator };

/**
 * A signed-in staff member who has set up the authenticator app through the API, as every member of staff must
 * before the back office lets them in.
 */
export async function operator(t: TestApp): Promise<Staff> {
  const person = await quickCustomer(t);
  await t.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", person.id).execute();
  const { authenticator } = await enrolTotp(apiOf(t), person.token, () => t.ctx.clock.now().getTime());
  return { ...(await findUserById(t.ctx.db, person.id))!, token: person.token, authenticator };
}

/** Credits the customer through the back office, as the staff member. */
export function fund(t: TestApp, staff: Staff, customer: { id: string }, dollars: number) {
  return deposit(apiOf(t), staff.token, customer.id, dollars);
}

/** A customer who signed up through the API and was credited `dollars` by the staff member. */
export function fundedCustomer(t: TestApp, staff: Staff, dollars: number): Promise<Customer> {
  return fundedByKit(apiOf(t), devMailbox(sqlOf(t)), registration(), { staffToken: staff.token, dollars });
}

export function initiate(
  t: TestApp,
  customer: Customer,
  body: Record<string, unknown> = sampleTransfer(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: `/api/transaction/initiate/${customer.id}`,
    headers: { ...bearer(customer.token), ...headers },
    payload: body,
  });
}

export function verify(t: TestApp, customer: Customer, body: Record<string, unknown>, headers = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/transaction/verify/${customer.id}`,
    headers: { ...bearer(customer.token), ...headers },
    payload: body,
  });
}

export function cancel(t: TestApp, customer: Customer, transactionId: string, headers = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/transaction/cancel/${customer.id}/${transactionId}`,
    headers: { ...bearer(customer.token), ...headers },
  });
}

export function history(t: TestApp, customer: Customer, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/transaction/${customer.id}${query}`,
    headers: bearer(customer.token),
  });
}

/** The available balance `GET /api/user` reports, in dollars. */
export async function balanceOf(t: TestApp, customer: Customer): Promise<number> {
  const response = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });
  return response.json().balance;
}

/**
 * The code for one transfer, read from the outbox the moment the request committed: pg-boss holds the mail job
 * before the worker delivers it, so tests need not wait for delivery.
 */
export function transferCode(t: TestApp, email: string, transactionId: string): Promise<string> {
  return transferCodeIn(outbox(sqlOf(t)), { to: email, mentioning: transactionId });
}

/** The code for one payment to another customer, read from the outbox as `transferCode` reads a transfer's. */
export function paymentCode(t: TestApp, email: string, transactionId: string): Promise<string> {
  return paymentCodeIn(outbox(sqlOf(t)), { to: email, mentioning: transactionId });
}

/** The newest mail enqueued for `email` whose subject starts with `subject` and whose text mentions `mentioning`. */
export function outboxMail(t: TestApp, email: string, subject: string, mentioning = "") {
  return outbox(sqlOf(t))({ to: email, subject, mentioning });
}

/** Initiates and verifies a transfer; answers the verify response. */
export async function sendMoney(
  t: TestApp,
  customer: Customer,
  body: Record<string, unknown> = sampleTransfer(),
) {
  const started = await initiate(t, customer, body);
  if (started.statusCode !== 200) throw new Error(`initiate failed: ${started.body}`);
  const { transactionId } = started.json();
  const otp = Number(await transferCode(t, customer.email, transactionId));
  const verified = await verify(t, customer, { otp, transactionId });
  return { transactionId, verified };
}

/** Delivered mail to an address whose subject starts with `subject`, newest first. */
export async function mailsAbout(t: TestApp, email: string, subject: string) {
  return (await mailTo(t, email)).filter((mail) => mail.subject.startsWith(subject));
}

/**
 * Everything that must hold of the ledger at any moment: the rules of its own self-check, and each transfer's money
 * where its status says. Answers the broken rules, empty when all hold.
 */
export async function ledgerProblems(t: TestApp): Promise<string[]> {
  const problems = (await inspectLedger(t.ctx.db)).problems.map(
    (problem) => `${problem.rule}: ${problem.subject}: ${problem.detail}`,
  );
  const { rows: transfers } = await sql<{
    transaction_id: string;
    type: string;
    status: string;
    amount: bigint;
    held: bigint;
    settled: bigint;
    funded: bigint;
    customer: bigint;
    payment: boolean | null;
    own: bigint;
    payout_status: string | null;
    card: boolean;
    overdraft: bigint;
  }>`
    select t.transaction_id, t.type, t.status, t.amount, t.transfer_option = 'Larkspur' as payment, t.payout_status,
      bool_or(e.kind like 'card\_%') as card,
      coalesce((select overdraft from card_authorizations c where c.transfer_id = t.id), 0)::bigint as overdraft,
      coalesce(sum(p.amount) filter (where p.bucket = 'held'), 0)::bigint as held,
      coalesce(sum(p.amount) filter (where a.kind = 'settlement'), 0)::bigint as settled,
      coalesce(sum(p.amount) filter (where a.kind = 'funding'), 0)::bigint as funded,
      coalesce(sum(p.amount) filter (where a.kind = 'customer'), 0)::bigint as customer,
      coalesce(sum(p.amount) filter (where p.account_id = t.account_id), 0)::bigint as own
    from movement_rows t
    left join journal_entries e on e.transfer_id = coalesce(t.payer_transfer_id, t.id)
    left join postings p on p.entry_id = e.id
    left join accounts a on a.id = p.account_id
    group by t.id, t.transaction_id, t.type, t.status, t.amount, t.transfer_option, t.payout_status`.execute(
    t.ctx.db,
  );
  for (const x of transfers) {
    // A conversion's money is in two currencies; its entry is checked per currency by the self-check above.
    if (x.type === "Conversion") continue;
    if (x.card) {
      // A card purchase is held while Pending, then cleared to card settlement, past the balance as an overdraft; a
      // refund comes back from card settlement.
      const card = { held: x.held, settled: x.settled, funded: x.funded, customer: x.customer };
      const expected =
        x.type === "Deposit"
          ? { held: 0n, settled: 0n, funded: 0n, customer: x.amount }
          : x.status === "Pending"
            ? { held: x.amount, settled: 0n, funded: 0n, customer: 0n }
            : x.status === "Completed"
              ? { held: 0n, settled: 0n, funded: 0n, customer: -(x.amount - x.overdraft) }
              : { held: 0n, settled: 0n, funded: 0n, customer: 0n };
      if (JSON.stringify(card, bigints) !== JSON.stringify(expected, bigints)) {
        problems.push(
          `Card ${x.type} ${x.transaction_id} is ${x.status} but its money is ${JSON.stringify(card, bigints)}`,
        );
      }
      continue;
    }
    const money = x.payment
      ? { held: x.held, settled: x.settled, funded: x.funded, customer: x.customer, own: x.own }
      : { held: x.held, settled: x.settled, funded: x.funded, customer: x.customer };
    // A payment between customers moves the amount from the payer's account to the recipient's, and nowhere else.
    const paid = x.status === "Completed" ? x.amount : 0n;
    const expected = x.payment
      ? { held: 0n, settled: 0n, funded: 0n, customer: 0n, own: x.type === "Deposit" ? paid : -paid }
      : x.type === "Deposit"
        ? x.status === "Completed"
          ? { held: 0n, settled: 0n, funded: -x.amount, customer: x.amount }
          : { held: 0n, settled: 0n, funded: 0n, customer: 0n }
        : x.status === "Pending"
          ? { held: x.amount, settled: 0n, funded: 0n, customer: 0n }
          : x.status === "Completed"
            ? // Once the partner bank accepted it, the money left settlement for the world outside (funding).
              x.payout_status === "Accepted"
              ? { held: 0n, settled: 0n, funded: x.amount, customer: -x.amount }
              : { held: 0n, settled: x.amount, funded: 0n, customer: -x.amount }
            : { held: 0n, settled: 0n, funded: 0n, customer: 0n };
    if (JSON.stringify(money, bigints) !== JSON.stringify(expected, bigints)) {
      problems.push(
        `${x.type} ${x.transaction_id} is ${x.status} but its money is ${JSON.stringify(money, bigints)}`,
      );
    }
  }
  return problems;
}

const bigints = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);
