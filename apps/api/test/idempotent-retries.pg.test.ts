import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import {
  fund,
  initiate,
  ledgerProblems,
  operator,
  quickCustomer,
  transferCode,
  verify,
} from "./support/money";

/**
 * A client that gave up waiting sends its request again with the same Idempotency-Key while the first is still being
 * carried out. Both must get the first request's answer. Real overlap needs real connections: PostgreSQL only.
 */
describe("a request repeated while the first is still running", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  it("verify: every repeat answers as the first did, and the amount is held once", async () => {
    const customer = await quickCustomer(t);
    await fund(t, await operator(t), customer, 1_000);
    for (let round = 0; round < 15; round++) {
      const started = await initiate(t, customer, sampleTransfer({ amount: 10 }));
      const { transactionId } = started.json();
      const otp = Number(await transferCode(t, customer.email, transactionId));
      const headers = { "idempotency-key": `verify-${transactionId}` };
      // The repeats leave a little later each round, so some overlap each step of the first request.
      const answers = await Promise.all(
        [0, round, 2 * round].map(async (ms) => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          return verify(t, customer, { otp, transactionId }, headers);
        }),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    }
    const account = await t.ctx.db
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(account.held).toBe(15_000n);
  }, 60_000);
});
