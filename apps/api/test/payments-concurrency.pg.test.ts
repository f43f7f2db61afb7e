import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import {
  balanceOf,
  type Customer,
  fund,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe("payments under concurrency", () => {
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  async function funded(dollars: number): Promise<Customer> {
    const customer = await quickCustomer(t);
    if (dollars > 0) await fund(t, staff, customer, dollars);
    return customer;
  }

  /** An Unconfirmed payment and its code, ready to be verified. */
  async function started(payer: Customer, recipient: Customer, amount: number) {
    const response = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: recipient.accountNumber }, { amount }),
    );
    expect(response.statusCode).toBe(200);
    const { transactionId } = response.json();
    return { transactionId, otp: Number(await paymentCode(t, payer.email, transactionId)) };
  }

  it("of two payments racing from one payer with money for one, exactly one is paid", async () => {
    const payer = await funded(50);
    const [first, second] = [await funded(0), await funded(0)];
    const payments = [await started(payer, first, 40), await started(payer, second, 40)];

    const answers = await Promise.all(payments.map((payment) => verify(t, payer, payment)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe("insufficient_balance");
    expect(await balanceOf(t, payer)).toBe(10);
    expect((await balanceOf(t, first)) + (await balanceOf(t, second))).toBe(40);
  });

  it("customers paying each other at the same moment all get paid, each once", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await funded(20), await funded(20)]),
    );
    const payments = await Promise.all(
      pairs.flatMap(([a, b]) => [
        started(a!, b!, 5).then((payment) => ({ payer: a!, payment })),
        started(b!, a!, 7).then((payment) => ({ payer: b!, payment })),
      ]),
    );
    const answers = await Promise.all(payments.map(({ payer, payment }) => verify(t, payer, payment)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const [a, b] of pairs) {
      expect(await balanceOf(t, a!)).toBe(22);
      expect(await balanceOf(t, b!)).toBe(18);
    }
  });

  it("many payers paying one recipient at once are all credited", async () => {
    const shop = await funded(0);
    const payers = await Promise.all(Array.from({ length: 20 }, () => funded(10)));
    const payments = await Promise.all(payers.map((payer, i) => started(payer, shop, (100 + i) / 100)));
    const answers = await Promise.all(payments.map((payment, i) => verify(t, payers[i]!, payment)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // 20 payments of $1.00 to $1.19.
    expect(await balanceOf(t, shop)).toBe(21.9);
  });
});
