import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
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

  it("initiate: a repeat refused for want of money while the first is still running answers as the first did", async () => {
    const customer = await quickCustomer(t);
    await fund(t, await operator(t), customer, 100);
    const other = (await initiate(t, customer, sampleTransfer({ amount: 80 }))).json().transactionId;
    const otherCode = Number(await transferCode(t, customer.email, other));
    const body = sampleTransfer({ amount: 80 });
    const headers = { "idempotency-key": `initiate-${other}` };
    const waiting = async (count: number) => {
      for (;;) {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_locks join pg_stat_activity using (pid)
          where not granted and datname = current_database()`.execute(t.ctx.db);
        if (rows[0]!.waiting >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const requests: ReturnType<typeof initiate>[] = [];
    // A bank transfer's details can't be written while this trx holds their table: the first request stops there,
    // having passed its balance check and claimed its key.
    await t.ctx.db.transaction().execute(async (locker) => {
      await sql`lock table payout_details in share mode`.execute(locker);
      requests.push(initiate(t, customer, body, headers));
      await waiting(1);
      // Meanwhile the other transfer holds $80, so the repeat's own balance check fails.
      expect((await verify(t, customer, { otp: otherCode, transactionId: other })).statusCode).toBe(200);
      requests.push(initiate(t, customer, body, headers));
      // Waits for the repeat to queue behind the first, or to answer without waiting.
      await Promise.race([waiting(2), requests[1]]);
    });
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    const started = await t.ctx.db
      .selectFrom("movements")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", customer.id)
      .where("type", "=", "Withdrawal")
      .executeTakeFirstOrThrow();
    expect(Number(started.count)).toBe(2);
  }, 60_000);
});
