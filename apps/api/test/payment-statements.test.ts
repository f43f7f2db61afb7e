import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { statementsSent } from "../src/lib/statement-count";
import { build, type TestApp } from "./support/build";
import {
  type Customer,
  fund,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  transferCode,
  verify,
} from "./support/money";

let t: TestApp;
let payer: Customer;
let payee: Customer;

beforeAll(async () => {
  t = await build();
  const staff = await operator(t);
  payer = await quickCustomer(t);
  payee = await quickCustomer(t);
  await fund(t, staff, payer, 100);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

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
 * Initiate: the session, the limits (and the payee) read, the row with its code and the code's mail. A transfer's
 * verify: the session, the row with its code, and one call of the ledger that uses the code under the limits lock,
 * moves the row, checks the limits and holds the amount, its notices riding in the same statement. A payment's verify:
 * the session, the row with its code, the payee, and one call that does as a transfer's but completes the payment and
 * makes it due, posted at the statement's commit.
 */
const MOST_STATEMENTS_PER_TRANSFER = 6;
const MOST_STATEMENTS_PER_PAYMENT = 7;

it("sends at most six SQL statements for a transfer lifecycle, and seven for a payment", async () => {
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
