import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
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
describe("a request paid at most once under concurrency", () => {
  let t: TestApp;
  let staff: Staff;
  let requester: Customer;

  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    requester = await quickCustomer(t);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  async function ask(body: Record<string, unknown>): Promise<MoneyRequest> {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/requests/${requester.id}`,
      headers: bearer(requester.token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function startedPayment(payer: Customer, requestId: string) {
    const started = await initiate(t, payer, { transferOption: "Larkspur", requestId });
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    return { payer, transactionId, otp: Number(await paymentCode(t, payer.email, transactionId)) };
  }

  it("8 customers confirming payments of one link at once: one pays, the others get 409 and keep their money", async () => {
    const link = await ask({ amount: 10, description: "Raffle" });
    const payers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const payer = await quickCustomer(t);
        await fund(t, staff, payer, 50);
        return payer;
      }),
    );
    const before = await balanceOf(t, requester);
    const started = await Promise.all(payers.map((payer) => startedPayment(payer, link.requestId)));
    const answers = await Promise.all(
      started.map(({ payer, transactionId, otp }) => verify(t, payer, { otp, transactionId })),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe("This request has already been paid");
    }
    const winner = started[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect(await balanceOf(t, requester)).toBe(before + 10);
    const balances = await Promise.all(payers.map((payer) => balanceOf(t, payer)));
    expect(balances.filter((balance) => balance === 40)).toHaveLength(1);
    expect(await balanceOf(t, winner.payer)).toBe(40);
    const paid = await t.app.inject({
      method: "GET",
      url: `/api/requests/${requester.id}/${link.requestId}`,
      headers: bearer(requester.token),
    });
    expect(paid.json()).toMatchObject({ status: "Paid", transactionId: winner.transactionId });
  });

  it("a decline racing the payer's own code: exactly one of them wins", async () => {
    for (let round = 0; round < 5; round++) {
      const payer = await quickCustomer(t);
      await fund(t, staff, payer, 20);
      const request = await ask({
        from: { accountNumber: payer.accountNumber },
        amount: 20,
        description: "Race",
      });
      const { transactionId, otp } = await startedPayment(payer, request.requestId);
      const [paid, declined] = await Promise.all([
        verify(t, payer, { otp, transactionId }),
        t.app.inject({
          method: "POST",
          url: `/api/requests/${payer.id}/${request.requestId}/decline`,
          headers: bearer(payer.token),
        }),
      ]);
      expect([paid.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
      expect(await balanceOf(t, payer)).toBe(paid.statusCode === 200 ? 0 : 20);
    }
  });
});
