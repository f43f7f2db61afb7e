import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { statementsSent } from "../src/lib/statement-count";
import { startMetricsServer } from "../src/modules/metrics/metrics-server";
import { build, type TestApp } from "./support/build";
import { authorize, cardSecret, issueCard } from "./support/cards";
import { bearer } from "./support/customers";
import {
  type Customer,
  fund,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

let t: TestApp;
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;
let staff: Staff;
let payer: Customer;
let payee: Customer;

beforeAll(async () => {
  t = await build({ CARD_NETWORK_SECRET: cardSecret });
  metricsServer = await startMetricsServer(t.ctx.metrics, { port: 0, host: "127.0.0.1" });
  staff = await operator(t);
  payer = await quickCustomer(t);
  payee = await quickCustomer(t);
  await fund(t, staff, payer, 100);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await metricsServer.close();
  await t.close();
});

/** The statements requests sent, as the metrics port reports them (a scrape itself counts as the background's). */
async function requestsStatements(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`)).text();
  const series = 'larkspur_db_statements_total{sent_by="requests"}';
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`no sample ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

/** The statements one initiate of the customer's sent, and its answer. */
async function initiateStatements(body: Record<string, unknown>, customer = payer) {
  const before = await requestsStatements();
  const started = await initiate(t, customer, body);
  return { started, statements: (await requestsStatements()) - before };
}

/**
 * The SQL statements the API sent for one initiate and its verify (the code is read from the outbox by the test,
 * outside any request). Requests here run one at a time, so none shares a batched read with another.
 */
async function statementsOf(body: Record<string, unknown>, codeOf: typeof transferCode): Promise<number> {
  const before = statementsSent().ofCountedRequests;
  const started = await initiate(t, payer, body);
  expect(started.statusCode).toBe(200);
  const { transactionId } = started.json();
  const otp = Number(await codeOf(t, payer.email, transactionId));
  expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);
  return statementsSent().ofCountedRequests - before;
}

/**
 * Initiate: the session, then the row with its code and the code's mail written only if it fits the limits (a
 * payment's limits are read with its payee, one statement before). A transfer's verify: the session, the row with its
 * code, and one call of the ledger that uses the code under the limits lock, moves the row, checks the limits and
 * holds the amount, its notices riding in the same statement. A payment's verify: the session, the row with its code
 * and its payee, and one call that does as a transfer's but completes the payment and makes it due, posted at the
 * statement's commit.
 */
const MOST_STATEMENTS_PER_TRANSFER = 5;
const MOST_STATEMENTS_PER_PAYMENT = 6;

it("sends at most five SQL statements for a transfer lifecycle, and six for a payment", async () => {
  const transfer = () => statementsOf(sampleTransfer({ amount: 1 }), transferCode);
  const payment = () =>
    statementsOf(samplePayment({ accountNumber: payee.accountNumber }, { amount: 1 }), paymentCode);
  // The first money out makes the payer's limits row; count once it exists.
  await transfer();
  const lifecycle = await transfer();
  const paid = await payment();
  expect(lifecycle).toBeLessThanOrEqual(MOST_STATEMENTS_PER_TRANSFER);
  expect(paid).toBeLessThanOrEqual(MOST_STATEMENTS_PER_PAYMENT);
  expect(await transfer()).toBe(lifecycle);
  expect(await payment()).toBe(paid);
});

it("starts a dollar transfer in two statements, the session and the transfer written within the limits", async () => {
  const { started, statements } = await initiateStatements(sampleTransfer({ amount: 1 }));
  expect(started.statusCode).toBe(200);
  expect(statements).toBe(2);
});

it("refuses a transfer over a limit by its statement's condition, then reads the limits to name the one", async () => {
  const careful = await quickCustomer(t);
  await fund(t, staff, careful, 100);
  const lowered = await t.app.inject({
    method: "PUT",
    url: `/api/limits/${careful.id}`,
    headers: bearer(careful.token),
    payload: { perPayment: 5 },
  });
  expect(lowered.statusCode).toBe(200);
  const { started, statements } = await initiateStatements(sampleTransfer({ amount: 6 }), careful);
  expect(started.statusCode).toBe(400);
  expect(started.json()).toEqual({
    code: "limit_exceeded",
    message: "This is over your limit of $5.00 per payment. You can send at most $5.00 at a time.",
  });
  expect(statements).toBe(3);
});

it("starts a payment in three statements: the session, the payee found with the limits, the payment", async () => {
  const { started, statements } = await initiateStatements(
    samplePayment({ accountNumber: payee.accountNumber }, { amount: 1 }),
  );
  expect(started.statusCode).toBe(200);
  expect(statements).toBe(3);
});

it("decides a card purchase in two statements: the card, and one call of the ledger", async () => {
  const card = await issueCard(t, payer);
  const before = statementsSent().ofCountedRequests;
  const approved = await authorize(t, card, 100);
  expect(approved.decision).toBe("approved");
  expect(statementsSent().ofCountedRequests - before).toBe(2);
});
