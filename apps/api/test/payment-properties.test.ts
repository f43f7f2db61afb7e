import { centsToDollars } from "@larkspur/shared/money";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { depositFunds } from "../src/modules/backoffice/deposits.service";
import { build, type TestApp } from "./support/build";
import {
  type Customer,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

/**
 * Payments among a few customers, in any interleaving fast-check's scheduler picks: every payment's initiate and
 * verify are sent at once (on PostgreSQL they really run side by side), and the scheduler decides in which order their
 * answers come back and so when each next step is sent. Payers, payees and amounts are random, many amounts above
 * what the payer has, some payments to oneself and some never confirmed. After every answer the customers' total is
 * what it was and no available balance is negative; at the end each balance is its opening plus what the answers
 * say it received, less what they say it paid, and every refusal was one the payer's balance called for.
 */

const CUSTOMERS = 4;
const customer = fc.nat(CUSTOMERS - 1);
const payment = fc.record({
  payer: customer,
  payee: customer,
  cents: fc.bigInt(1n, 25_000n),
  byEmail: fc.boolean(),
  /** Most payments are confirmed; the rest stay Unconfirmed and must move nothing. */
  confirmed: fc.oneof(
    { weight: 4, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
});
type Payment = typeof payment extends fc.Arbitrary<infer P> ? P : never;

/** How one payment ended, as its answers tell. */
type Outcome =
  | { kind: "paid"; transactionId: string }
  | { kind: "unconfirmed"; transactionId: string }
  | { kind: "refused"; transactionId?: string }
  | { kind: "own-account" };

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build();
  staff = await operator(t);
});
afterAll(() => t.close());

async function openAccounts(openings: bigint[]): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (const cents of openings) {
    const customer = await quickCustomer(t);
    if (cents > 0n) {
      await depositFunds(t.ctx, staff, customer.id, {
        amount: centsToDollars(cents),
        description: "Opening balance",
      });
    }
    customers.push(customer);
  }
  return customers;
}

async function accountsOf(customers: Customer[]) {
  const rows = await t.ctx.db
    .selectFrom("accounts")
    .select(["user_id", "balance", "held"])
    .where(
      "user_id",
      "in",
      customers.map((c) => c.id),
    )
    .execute();
  return customers.map((c) => rows.find((row) => row.user_id === c.id)!);
}

/** One payment through the API; every answer waits for the scheduler before the payer acts on it. */
async function pay(s: fc.Scheduler, customers: Customer[], order: Payment): Promise<Outcome> {
  const payer = customers[order.payer]!;
  const payee = customers[order.payee]!;
  const started = await s.schedule(
    initiate(
      t,
      payer,
      samplePayment(order.byEmail ? { email: payee.email } : { accountNumber: payee.accountNumber }, {
        amount: centsToDollars(order.cents),
      }),
    ),
  );
  const refusal = started.statusCode === 400 ? started.json().code : undefined;
  if (order.payer === order.payee) {
    expect(refusal, started.body).toBe("own_account");
    return { kind: "own-account" };
  }
  if (refusal === "insufficient_balance") return { kind: "refused" };
  expect(started.statusCode, started.body).toBe(200);
  const { transactionId } = started.json() as { transactionId: string };
  if (!order.confirmed) return { kind: "unconfirmed", transactionId };
  const otp = Number(await paymentCode(t, payer.email, transactionId));
  const verified = await s.schedule(verify(t, payer, { otp, transactionId }));
  if (verified.statusCode === 400 && verified.json().code === "insufficient_balance")
    return { kind: "refused", transactionId };
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toEqual({ message: "Payment sent", transactionId, status: "Completed" });
  return { kind: "paid", transactionId };
}

async function run(openings: bigint[], orders: Payment[], s: fc.Scheduler): Promise<void> {
  const customers = await openAccounts(openings);
  const total = openings.reduce((sum, cents) => sum + cents, 0n);
  const moneyOf = (accounts: { balance: bigint; held: bigint }[]) => ({
    total: accounts.reduce((sum, account) => sum + account.balance, 0n),
    negative: accounts.filter((account) => account.balance - account.held < 0n).length,
  });
  // After each answer the scheduler lets through: the money among them is all there, and none of it is overdrawn.
  const checkEveryStep = async (release: () => Promise<void>) => {
    await release();
    expect(moneyOf(await accountsOf(customers))).toEqual({ total, negative: 0 });
  };
  const outcomes = await s.waitFor(
    Promise.all(orders.map((order) => pay(s, customers, order))),
    checkEveryStep,
  );

  const expected = [...openings];
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.kind !== "paid") continue;
    const { payer, payee, cents } = orders[index]!;
    expected[payer]! -= cents;
    expected[payee]! += cents;
  }
  const accounts = await accountsOf(customers);
  expect(accounts.map((account) => account.balance)).toEqual(expected);
  expect(accounts.map((account) => account.held)).toEqual(customers.map(() => 0n));
  expect(moneyOf(accounts)).toEqual({ total, negative: 0 });
  expect(await ledgerProblems(t)).toEqual([]);

  // A refusal is right only if the payer could have lacked the money: its balance never fell below its opening less
  // what it paid in the end, so an amount within that was wrongly refused.
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.kind !== "refused") continue;
    const { payer, cents } = orders[index]!;
    const paidOut = outcomes.reduce(
      (sum, other, at) =>
        other.kind === "paid" && orders[at]!.payer === payer ? sum + orders[at]!.cents : sum,
      0n,
    );
    expect(cents, `payment ${index} refused`).toBeGreaterThan(openings[payer]! - paidOut);
  }

  // Only the payments answered "Payment sent" completed; the rest moved nothing and are not shown as done.
  const rows = await t.ctx.db
    .selectFrom("movement_rows")
    .select(["transaction_id", "status"])
    .where(
      "user_id",
      "in",
      customers.map((c) => c.id),
    )
    .where("type", "=", "Withdrawal")
    .execute();
  const statuses = new Map(rows.map((row) => [row.transaction_id, row.status]));
  for (const outcome of outcomes) {
    if (outcome.kind === "paid") expect(statuses.get(outcome.transactionId)).toBe("Completed");
    else if ("transactionId" in outcome && outcome.transactionId) {
      expect(statuses.get(outcome.transactionId)).not.toBe("Completed");
    }
  }
  expect(rows.filter((row) => row.status === "Completed")).toHaveLength(
    outcomes.filter((outcome) => outcome.kind === "paid").length,
  );
}

it("conserves the customers' total and never overdraws anyone, whatever the interleaving of payments", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.bigInt(0n, 20_000n), { minLength: CUSTOMERS, maxLength: CUSTOMERS }),
      fc.array(payment, { minLength: 1, maxLength: 10 }),
      fc.scheduler(),
      run,
    ),
    { numRuns: 40 },
  );
}, 180_000);
