import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  fund,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  transferCode,
  verify,
} from "./support/money";

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe("limits on money out under concurrency", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  /**
   * Initiates each amount (all fit, as nothing has gone out yet), every other one a payment to another customer when
   * `payments` is set, then sends every code at the same moment.
   */
  async function raceVerifies(amounts: number[], daily: number, payments = false) {
    const staff = await operator(t);
    const customer = await quickCustomer(t);
    const payee = await quickCustomer(t);
    await fund(t, staff, customer, 5_000);
    const lowered = await t.app.inject({
      method: "PUT",
      url: `/api/limits/${customer.id}`,
      headers: bearer(customer.token),
      payload: { daily },
    });
    expect(lowered.statusCode).toBe(200);
    const started = await Promise.all(
      amounts.map(async (amount, index) => {
        const payment = payments && index % 2 === 0;
        const body = payment
          ? samplePayment({ accountNumber: payee.accountNumber }, { amount })
          : sampleTransfer({ amount });
        const response = await initiate(t, customer, body);
        expect(response.statusCode).toBe(200);
        const { transactionId } = response.json();
        const code = payment ? paymentCode : transferCode;
        return { transactionId, otp: Number(await code(t, customer.email, transactionId)) };
      }),
    );
    const answers = await Promise.all(started.map((code) => verify(t, customer, code)));
    const account = await t.ctx.db
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    return { answers, held: account.held, sent: 5_000n * 100n - account.balance + account.held };
  }

  it("two racing transfers that each fit but not together: exactly one passes", async () => {
    const { answers, held } = await raceVerifies([60, 60], 100);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json()).toEqual({
      message: "This is over your daily limit of $100.00. You can send $40.00 more today.",
      code: "limit_exceeded",
    });
    expect(held).toBe(6_000n);
  }, 60_000);

  it("twelve racing transfers of $30 under a $100 daily limit: exactly three pass", async () => {
    const { answers, held } = await raceVerifies(
      Array.from({ length: 12 }, () => 30),
      100,
    );
    for (const answer of answers) {
      expect([200, 400]).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().code).toBe("limit_exceeded");
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(held).toBe(9_000n);
  }, 60_000);

  it("payments and transfers racing for the same room: exactly as many pass as fit", async () => {
    const { answers, sent } = await raceVerifies(
      Array.from({ length: 12 }, () => 30),
      100,
      true,
    );
    for (const answer of answers) {
      expect([200, 400]).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().code).toBe("limit_exceeded");
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(sent).toBe(9_000n);
  }, 60_000);
});
