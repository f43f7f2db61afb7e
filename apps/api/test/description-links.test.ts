import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import {
  type Customer,
  fund,
  history,
  initiate,
  operator,
  outboxMail,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

let t: TestApp;
let staff: Staff;
let ada: Customer;
let grace: Customer;

beforeAll(async () => {
  t = await build();
  staff = await operator(t);
  ada = await signedInCustomer(t, { firstName: "Ada", lastName: "Lovelace" });
  grace = await signedInCustomer(t, { firstName: "Grace", lastName: "Hopper", language: "es" });
  await fund(t, staff, ada, 100);
});
afterAll(() => t.close());

const ask = (by: Customer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/requests/${by.id}`,
    headers: { ...bearer(by.token), ...headers },
    payload: body,
  });

const refusal = { message: "Descriptions cannot contain links.", code: "validation_error" };

/** What a mail client would make a link of, each way it is written. */
const links = [
  "Pay here https://evil.example",
  "http://x",
  "mailto:someone@evil.example",
  "www.evil.example",
  "WWW.Evil.Example for the tickets",
  "Details at evil.example/login",
  "bit.ly/abc",
  "evil.example:8080/pay",
  "ｗｗｗ．evil．example",
  "пример.рф/оплата",
];

describe("descriptions of payments, requests and transfers", () => {
  it.each(links)("refuse %s with 400, and start nothing", async (description) => {
    const before = (await history(t, ada)).json().length;
    const payment = await initiate(
      t,
      ada,
      samplePayment({ accountNumber: grace.accountNumber }, { description }),
    );
    expect([payment.statusCode, payment.json()]).toEqual([400, refusal]);
    const transfer = await initiate(t, ada, sampleTransfer({ description }));
    expect([transfer.statusCode, transfer.json()]).toEqual([400, refusal]);
    const request = await ask(ada, { from: { accountNumber: grace.accountNumber }, amount: 5, description });
    expect([request.statusCode, request.json()]).toEqual([400, refusal]);
    const link = await ask(ada, { amount: 5, description });
    expect([link.statusCode, link.json()]).toEqual([400, refusal]);
    expect((await history(t, ada)).json().length).toBe(before);
  });

  it("say so in the customer's language", async () => {
    const response = await ask(
      grace,
      { amount: 5, description: "www.evil.example" },
      { "accept-language": "es" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Las descripciones no pueden contener enlaces.",
      code: "validation_error",
    });
  });

  it.each([
    "Dinner: pizza, 12.50/person",
    "Tel: 555 0100",
    "Rent for May",
    "Invoice 2026.05/3",
    "e.g. coffee",
  ])("take words that are no link: %s", async (description) => {
    const response = await ask(await quickCustomer(t), { amount: 5, description });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("mails quoting a customer's description", () => {
  it("quote a payer's words as theirs to the one paid, in the reader's language", async () => {
    const started = await initiate(
      t,
      ada,
      samplePayment({ accountNumber: grace.accountNumber }, { amount: 2, description: "Call me back" }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, ada.email, transactionId));
    expect((await verify(t, ada, { otp, transactionId })).statusCode).toBe(200);
    const received = await outboxMail(t, grace.email, "", "Call me back");
    expect(received?.text).toContain("Nota de Ada L.: Call me back");
  });

  it("quote a requester's words as theirs to the one asked", async () => {
    const asked = await ask(grace, {
      from: { accountNumber: ada.accountNumber },
      amount: 3,
      description: "Your share of the taxi",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const mail = await outboxMail(t, ada.email, "Grace H. requests", asked.json().requestId);
    expect(mail?.text).toContain("Grace H. asks you to pay $3.00. Pay or decline it in Larkspur:");
    expect(mail?.text).toContain("Note from Grace H.: Your share of the taxi");
  });
});
