import { limits } from "@larkspur/shared/limits";
import type { MoneyRequest, RequestLists } from "@larkspur/shared/schemas/requests";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import { type Customer, outboxMail, quickCustomer } from "./support/money";

const DAY_MS = 24 * 3_600_000;

describe("money requests", () => {
  let t: TestApp;
  let ada: Customer;
  let grace: Customer;
  let eve: Customer;

  beforeAll(async () => {
    t = await build();
    ada = await signedInCustomer(t, { firstName: "Ada", lastName: "Lovelace" });
    grace = await signedInCustomer(t, { firstName: "Grace", lastName: "Hopper", language: "es" });
    eve = await quickCustomer(t);
  });
  afterAll(() => t.close());

  function ask(by: Customer, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: "POST",
      url: `/api/requests/${by.id}`,
      headers: { ...bearer(by.token), ...headers },
      payload: body,
    });
  }

  const act = (by: Customer, requestId: string, action: "decline" | "cancel") =>
    t.app.inject({
      method: "POST",
      url: `/api/requests/${by.id}/${requestId}/${action}`,
      headers: bearer(by.token),
    });

  const read = (by: Customer, requestId: string) =>
    t.app.inject({ method: "GET", url: `/api/requests/${by.id}/${requestId}`, headers: bearer(by.token) });

  async function lists(of: Customer): Promise<RequestLists> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/requests/${of.id}`,
      headers: bearer(of.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Moves a request's times back, as if `ms` had gone by since it was made. */
  async function age(requestId: string, ms: number) {
    await sql`update money_requests set created_at = created_at - make_interval(secs => ${ms / 1000}),
      expires_at = expires_at - make_interval(secs => ${ms / 1000}) where id = ${requestId}`.execute(
      t.ctx.db,
    );
  }

  async function askGrace(body: Record<string, unknown> = {}): Promise<MoneyRequest> {
    const response = await ask(ada, {
      from: { accountNumber: grace.accountNumber },
      amount: 25,
      description: "Concert tickets",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("asks a customer by account number: 201 Open with its link, open 30 days, and e-mails them in their language", async () => {
    const request = await askGrace();
    expect(request).toMatchObject({
      status: "Open",
      amount: 25,
      description: "Concert tickets",
      link: `http://larkspur.test/pay/${request.requestId}`,
      requester: { name: "Ada L.", accountNumber: ada.accountNumber },
      // Grace has never paid Ada or asked her for money: her account number is not Ada's to see.
      payer: { name: "Grace H.", accountNumber: null },
      youCan: { pay: false, decline: false, cancel: true },
    });
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(
      limits.requestDefaultDays * DAY_MS,
    );
    const mail = await outboxMail(t, grace.email, "Ada L. le solicita", request.requestId);
    expect(mail?.subject).toMatch(/^Ada L\. le solicita 25,00\sUS\$$/);
    expect(mail?.text).toContain("Concert tickets");
    expect(mail?.text).toContain(request.link);
  });

  it("asks by e-mail address, in any case, and names the payer in English to an English reader", async () => {
    const response = await ask(grace, {
      from: { email: ada.email.toUpperCase() },
      amount: 12.5,
      description: "Taxi",
      expiry: 7,
    });
    expect(response.statusCode, response.body).toBe(201);
    const request: MoneyRequest = response.json();
    expect(request.payer?.name).toBe("Ada L.");
    // Ada asked Grace for money before, showing her own account number.
    expect(request.payer?.accountNumber).toBe(ada.accountNumber);
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(7 * DAY_MS);
    const mail = await outboxMail(t, ada.email, "Grace H. requests", request.requestId);
    expect(mail?.subject).toBe("Grace H. requests $12.50");
  });

  it("never shows the requester the account number of someone asked by e-mail until they have shown it", async () => {
    const requester = await quickCustomer(t);
    const stranger = await quickCustomer(t);
    const asked = await ask(requester, { from: { email: stranger.email }, amount: 3, description: "Coffee" });
    expect(asked.statusCode, asked.body).toBe(201);
    const request: MoneyRequest = asked.json();
    expect(request.payer).toEqual({ name: expect.any(String), accountNumber: null });
    expect((await read(requester, request.requestId)).json().payer.accountNumber).toBeNull();
    expect((await lists(requester)).outgoing[0]?.payer?.accountNumber).toBeNull();
    expect(JSON.stringify((await lists(requester)).outgoing)).not.toContain(stranger.accountNumber);
    // The one asked sees their own number, and the requester's.
    expect((await read(stranger, request.requestId)).json()).toMatchObject({
      requester: { accountNumber: requester.accountNumber },
      payer: { accountNumber: stranger.accountNumber },
    });
    // Once the stranger asks the requester for money, they have shown who they are.
    expect(
      (await ask(stranger, { from: { email: requester.email }, amount: 1, description: "Tea" })).statusCode,
    ).toBe(201);
    expect((await read(requester, request.requestId)).json().payer.accountNumber).toBe(
      stranger.accountNumber,
    );
  });

  it("makes a link any customer can read and pay, and e-mails no one", async () => {
    const response = await ask(ada, { amount: 40, description: "Dinner" });
    expect(response.statusCode).toBe(201);
    const link: MoneyRequest = response.json();
    expect(link.payer).toBeNull();
    const seen = await read(eve, link.requestId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      requester: { name: "Ada L." },
      youCan: { pay: true, decline: false, cancel: false },
    });
    expect((await act(eve, link.requestId, "decline")).statusCode).toBe(403);
    expect((await act(eve, link.requestId, "cancel")).statusCode).toBe(403);
  });

  it("lists incoming and outgoing requests, newest first, with what each side may do", async () => {
    const request = await askGrace({ description: "Listed" });
    const mine = await lists(ada);
    expect(mine.outgoing[0]?.requestId).toBe(request.requestId);
    expect(mine.incoming.map((r) => r.requestId)).not.toContain(request.requestId);
    const theirs = await lists(grace);
    expect(theirs.incoming[0]).toMatchObject({
      requestId: request.requestId,
      youCan: { pay: true, decline: true, cancel: false },
    });
    expect((await lists(eve)).incoming.map((r) => r.requestId)).not.toContain(request.requestId);
  });

  it("lets only the customer asked decline, once, and tells the requester", async () => {
    const request = await askGrace({ amount: 9.99, description: "Declined one" });
    const byRequester = await act(ada, request.requestId, "decline");
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().message).toBe("Only the customer asked can decline this request.");
    const byStranger = await act(eve, request.requestId, "decline");
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe("This request is for another customer.");
    expect((await read(eve, request.requestId)).statusCode).toBe(403);

    const declined = await act(grace, request.requestId, "decline");
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: "Declined", youCan: { pay: false, decline: false } });
    expect(declined.json().closedAt).not.toBeNull();
    const again = await act(grace, request.requestId, "decline");
    expect(again.statusCode).toBe(409);
    expect((await act(ada, request.requestId, "cancel")).json().message).toBe("This request was declined.");
    const mail = await outboxMail(t, ada.email, "Grace H. declined", "Declined one");
    expect(mail?.subject).toBe("Grace H. declined your request for $9.99");
  });

  it("lets only the requester cancel, and then no one can decline it", async () => {
    const request = await askGrace({ description: "Cancelled one" });
    const byPayer = await act(grace, request.requestId, "cancel");
    expect(byPayer.statusCode).toBe(403);
    // Grace reads Larkspur in Spanish.
    expect(byPayer.json().message).toBe("Solo el cliente que hizo esta solicitud puede cancelarla.");
    const cancelled = await act(ada, request.requestId, "cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("Cancelled");
    const decline = await act(grace, request.requestId, "decline");
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe("Esta solicitud fue cancelada.");
    expect((await lists(grace)).incoming.find((r) => r.requestId === request.requestId)?.status).toBe(
      "Cancelled",
    );
  });

  it("expires when its time is up: Expired for both sides, and nothing more can be done with it", async () => {
    const request = await askGrace({ description: "Expiring", expiry: 1 });
    await age(request.requestId, DAY_MS - 60_000);
    expect((await read(grace, request.requestId)).json().status).toBe("Open");
    await age(request.requestId, 60_000);
    expect((await read(grace, request.requestId)).json()).toMatchObject({
      status: "Expired",
      youCan: { pay: false, decline: false, cancel: false },
    });
    expect((await lists(ada)).outgoing.find((r) => r.requestId === request.requestId)?.status).toBe(
      "Expired",
    );
    const decline = await act(grace, request.requestId, "decline");
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe("Esta solicitud ha caducado.");
    const cancel = await act(ada, request.requestId, "cancel");
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("This request has expired.");
  });

  it("takes an expiry as a moment within 90 days, and refuses one in the past or beyond", async () => {
    const at = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const request = await askGrace({ expiry: at });
    expect(request.expiresAt).toBe(at);
    const past = await ask(ada, { amount: 1, description: "x", expiry: new Date(0).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Choose an expiry in the future.");
    const late = new Date(Date.now() + 91 * DAY_MS).toISOString();
    expect((await ask(ada, { amount: 1, description: "x", expiry: late })).statusCode).toBe(400);
    expect((await ask(ada, { amount: 1, description: "x", expiry: 91 })).statusCode).toBe(400);
  });

  it("refuses asking oneself, an unknown customer, both ways at once and bad amounts, creating nothing", async () => {
    const before = (await lists(ada)).outgoing.length;
    const self = await ask(ada, { from: { accountNumber: ada.accountNumber }, amount: 5, description: "Me" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot request money from yourself.");
    const selfByEmail = await ask(ada, { from: { email: ada.email }, amount: 5, description: "Me" });
    expect(selfByEmail.statusCode).toBe(400);
    const unknown = await ask(ada, { from: { email: "nobody@example.com" }, amount: 5, description: "Who" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No Larkspur account matches");
    const both = await ask(ada, {
      from: { email: grace.email, accountNumber: grace.accountNumber },
      amount: 5,
      description: "Both",
    });
    expect(both.statusCode).toBe(400);
    for (const amount of [0, -1, 1.001, "5", 2_000_000]) {
      expect((await ask(ada, { amount, description: "Bad" })).statusCode).toBe(400);
    }
    expect((await ask(ada, { amount: 5, description: "  " })).statusCode).toBe(400);
    expect((await lists(ada)).outgoing.length).toBe(before);
  });

  it("spends a payee look-up on every request naming someone: once spent, 429 whether they bank here or not", async () => {
    const prober = await quickCustomer(t);
    const asked = [];
    for (let i = 0; i < 10; i++) {
      asked.push(await ask(prober, { from: { email: grace.email }, amount: 1, description: "Who" }));
      asked.push(
        await ask(prober, { from: { email: `nobody.${i}@example.com` }, amount: 1, description: "Who" }),
      );
    }
    expect(asked.map((response) => response.statusCode)).toEqual(Array(10).fill([201, 404]).flat());
    const toGrace = await ask(prober, {
      from: { accountNumber: grace.accountNumber },
      amount: 1,
      description: "Who",
    });
    const toNoOne = await ask(prober, {
      from: { email: "nobody.20@example.com" },
      amount: 1,
      description: "Who",
    });
    expect([toGrace.statusCode, toNoOne.statusCode]).toEqual([429, 429]);
    expect(toGrace.json()).toEqual(toNoOne.json());
    // A link names no one, and spends no look-up.
    expect((await ask(prober, { amount: 1, description: "Link" })).statusCode).toBe(201);
  });

  it("answers only the customer themselves, and 404 for an unknown request", async () => {
    const request = await askGrace();
    const asOther = await t.app.inject({
      method: "GET",
      url: `/api/requests/${ada.id}`,
      headers: bearer(grace.token),
    });
    expect(asOther.statusCode).toBe(403);
    const forAda = await t.app.inject({
      method: "POST",
      url: `/api/requests/${ada.id}/${request.requestId}/cancel`,
      headers: bearer(grace.token),
    });
    expect(forAda.statusCode).toBe(403);
    expect((await read(grace, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await read(grace, "not-a-request")).statusCode).toBe(404);
    expect((await act(grace, "not-a-request", "decline")).statusCode).toBe(404);
  });

  it("replays a create repeated with the same Idempotency-Key: one request, the same answer", async () => {
    const body = { from: { accountNumber: eve.accountNumber }, amount: 3, description: "Once" };
    const headers = { "idempotency-key": "request-once-1" };
    const first = await ask(ada, body, headers);
    const second = await ask(ada, body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().requestId).toBe(first.json().requestId);
    const made = (await lists(ada)).outgoing.filter((r) => r.description === "Once");
    expect(made).toHaveLength(1);
    const reused = await ask(ada, { ...body, amount: 4 }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it(`allows ${limits.requestsPerDay} requests a day per customer, then 429`, async () => {
    const busy = await quickCustomer(t);
    const askOnce = () => ask(busy, { amount: 1, description: "Many" });
    const earlier = [];
    for (let made = 0; made < limits.requestsPerDay - 5; made++) earlier.push(await askOnce());
    // Ten requests race for the day's last five places: five get them.
    const made = [...earlier, ...(await Promise.all(Array.from({ length: 10 }, askOnce)))];
    const statuses = made.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.requestsPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    for (const response of made.filter((response) => response.statusCode === 201)) {
      await age(response.json().requestId, DAY_MS);
    }
    expect((await ask(busy, { amount: 1, description: "Next day" })).statusCode).toBe(201);
  });
});
