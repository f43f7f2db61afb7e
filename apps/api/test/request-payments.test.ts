import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  fund,
  history,
  initiate,
  ledgerProblems,
  operator,
  outboxMail,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

describe("paying a money request", () => {
  let t: TestApp;
  let staff: Staff;
  let ada: Customer;

  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    ada = await signedInCustomer(t, { firstName: "Ada", lastName: "Lovelace" });
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  async function payer(dollars = 100, names: Record<string, string> = {}): Promise<Customer> {
    const customer = Object.keys(names).length ? await signedInCustomer(t, names) : await quickCustomer(t);
    await fund(t, staff, customer, dollars);
    return customer;
  }

  async function ask(
    from: Customer | null,
    amount = 25,
    description = "Concert tickets",
  ): Promise<MoneyRequest> {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/requests/${ada.id}`,
      headers: bearer(ada.token),
      payload: { ...(from && { from: { accountNumber: from.accountNumber } }), amount, description },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const payRequest = (by: Customer, requestId: string, headers: Record<string, string> = {}, extra = {}) =>
    initiate(t, by, { transferOption: "Larkspur", requestId, ...extra }, headers);

  async function confirm(by: Customer, transactionId: string, headers: Record<string, string> = {}) {
    const otp = Number(await paymentCode(t, by.email, transactionId));
    return verify(t, by, { otp, transactionId }, headers);
  }

  const read = async (requestId: string): Promise<MoneyRequest> =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/requests/${ada.id}/${requestId}`,
        headers: bearer(ada.token),
      })
    ).json();

  const newest = async (who: Customer): Promise<TransactionItem> => (await history(t, who)).json()[0];

  it("pays the requester the request's amount; on verify the request is Paid and the requester e-mailed", async () => {
    const grace = await payer(100, { firstName: "Grace", lastName: "Hopper" });
    const before = await balanceOf(t, ada);
    const request = await ask(grace);
    // Recipient and amount come from the request, whatever else the body says.
    const started = await payRequest(
      grace,
      request.requestId,
      {},
      { amount: 1, recipient: { accountNumber: grace.accountNumber }, description: "Something else" },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    expect((await read(request.requestId)).status).toBe("Open");

    const done = await confirm(grace, transactionId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: "Payment sent", transactionId, status: "Completed" });

    expect(await read(request.requestId)).toMatchObject({
      status: "Paid",
      transactionId,
      payer: { name: "Grace H.", accountNumber: grace.accountNumber },
    });
    expect(await balanceOf(t, ada)).toBe(before + 25);
    expect(await balanceOf(t, grace)).toBe(75);
    expect(await newest(grace)).toMatchObject({
      type: "Withdrawal",
      transferOption: "Larkspur",
      amount: 25,
      description: "Concert tickets",
      counterparty: { name: "Ada L.", accountNumber: ada.accountNumber },
    });
    expect(await newest(ada)).toMatchObject({
      type: "Deposit",
      status: "Completed",
      amount: 25,
      counterparty: { name: "Grace H." },
    });
    const mail = await outboxMail(t, ada.email, "Grace H. paid your request", transactionId);
    expect(mail?.subject).toBe("Grace H. paid your request for $25.00");

    const again = await payRequest(grace, request.requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This request has already been paid");
  });

  it("lets any customer pay a link, once; the next payer is told it was paid", async () => {
    const first = await payer();
    const second = await payer();
    const link = await ask(null, 12.5, "Book club");
    const started = await payRequest(first, link.requestId);
    expect((await confirm(first, started.json().transactionId)).statusCode).toBe(200);
    const late = await payRequest(second, link.requestId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This request has already been paid");
    expect(await balanceOf(t, second)).toBe(100);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/requests/${first.id}`,
      headers: bearer(first.token),
    });
    expect(theirs.json().incoming.map((r: MoneyRequest) => [r.requestId, r.status])).toContainEqual([
      link.requestId,
      "Paid",
    ]);
  });

  it("refuses the wrong payer, the requester, an unknown, cancelled or expired request, moving nothing", async () => {
    const grace = await payer();
    const eve = await payer();
    const forGrace = await ask(grace);
    const byEve = await payRequest(eve, forGrace.requestId);
    expect(byEve.statusCode).toBe(403);
    expect(byEve.json().message).toBe("This request is for another customer.");
    const own = await payRequest(ada, forGrace.requestId);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("This is your own request.");
    expect((await payRequest(grace, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await payRequest(grace, "not-a-request")).statusCode).toBe(404);

    const cancelled = await ask(grace, 5, "Cancelled");
    await t.app.inject({
      method: "POST",
      url: `/api/requests/${ada.id}/${cancelled.requestId}/cancel`,
      headers: bearer(ada.token),
    });
    const toCancelled = await payRequest(grace, cancelled.requestId);
    expect(toCancelled.statusCode).toBe(409);
    expect(toCancelled.json().message).toBe("This request was cancelled.");

    const expired = await ask(grace, 5, "Expired");
    await sql`update money_requests set expires_at = now() - interval '1 second' where id = ${expired.requestId}`.execute(
      t.ctx.db,
    );
    expect((await payRequest(grace, expired.requestId)).json().message).toBe("This request has expired.");
    expect(await balanceOf(t, grace)).toBe(100);
  });

  it("refuses the code when the request closed after the payment started: no money moves", async () => {
    const grace = await payer();
    const request = await ask(grace, 30, "Closed meanwhile");
    const started = await payRequest(grace, request.requestId);
    const adaBefore = await balanceOf(t, ada);
    await t.app.inject({
      method: "POST",
      url: `/api/requests/${ada.id}/${request.requestId}/cancel`,
      headers: bearer(ada.token),
    });
    const refused = await confirm(grace, started.json().transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This request was cancelled.");
    expect(await balanceOf(t, grace)).toBe(100);
    expect(await balanceOf(t, ada)).toBe(adaBefore);
    expect((await read(request.requestId)).status).toBe("Cancelled");
  });

  it("answers a repeated initiate and verify with the same Idempotency-Key the same, paying once", async () => {
    const grace = await payer();
    const request = await ask(grace, 40, "Replayed");
    const key = { "idempotency-key": `pay-${request.requestId}` };
    const first = await payRequest(grace, request.requestId, key);
    const second = await payRequest(grace, request.requestId, key);
    expect(second.json().transactionId).toBe(first.json().transactionId);
    const transactionId = first.json().transactionId;
    const verifyKey = { "idempotency-key": `verify-${request.requestId}` };
    const done = await confirm(grace, transactionId, verifyKey);
    const replay = await verify(t, grace, { otp: 123456, transactionId }, verifyKey);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(done.json());
    expect(await balanceOf(t, grace)).toBe(60);
    const replayedInitiate = await payRequest(grace, request.requestId, key);
    expect(replayedInitiate.json().transactionId).toBe(transactionId);
  });
});
