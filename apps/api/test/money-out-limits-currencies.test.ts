import { randomUUID } from "node:crypto";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  type Customer,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

/** The shipped rates file: one euro buys 1.1541 USD and 0.87890 GBP. */
const USD_PER_EURO = 11541n;
const USD_PER_EURO_SCALE = 10_000n;
const GBP_PER_EURO = 87890n;
const GBP_PER_EURO_SCALE = 100_000n;

/** Dollars that `cents` of euros are worth at the shipped rates, rounded up to a whole cent, as a JSON number. */
const dollarsOfEuroCents = (cents: bigint) =>
  Number((cents * USD_PER_EURO + USD_PER_EURO_SCALE - 1n) / USD_PER_EURO_SCALE) / 100;
const dollarsOfPenceCents = (pence: bigint) => {
  const numerator = pence * USD_PER_EURO * GBP_PER_EURO_SCALE;
  const denominator = GBP_PER_EURO * USD_PER_EURO_SCALE;
  return Number((numerator + denominator - 1n) / denominator) / 100;
};

const refusal = (message: string) => ({ message, code: "limit_exceeded" });
const perPaymentRefusal = refusal(
  "This is over your limit of $10,000.00 per payment. You can send at most $10,000.00 at a time.",
);

describe("limits on money out of every balance", () => {
  let t: TestApp;
  let staff: Staff;
  let approver: Staff;

  beforeAll(async () => {
    t = await build();
    const today = t.ctx.clock.now().toISOString().slice(0, 10);
    await storeRates(t.ctx, readRatesFile(t.ctx, sampleRatesXml(today)), "ECB");
    staff = await operator(t);
    approver = await operator(t);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  /** A customer holding `amount` of `currency`, credited by two operators. */
  async function holding(currency: string, amount: number): Promise<Customer> {
    const customer = await quickCustomer(t);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${customer.id}/deposits`,
      headers: { ...bearer(staff.token), "idempotency-key": randomUUID() },
      payload: { amount, currency, description: "Savings from abroad" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/transfers/${asked.json().transaction.transactionId}/approve`,
      headers: bearer(approver.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return customer;
  }

  const limitsOf = async (customer: Customer) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/limits/${customer.id}`,
        headers: bearer(customer.token),
      })
    ).json();

  async function paid(payer: Customer, payee: Customer, amount: number, currency: string) {
    const started = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount, currency }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    return verify(t, payer, { otp, transactionId });
  }

  it("refuses a payment of EUR 150,000 by the $10,000 per-payment limit, and a bank transfer of it too", async () => {
    const customer = await holding("EUR", 200_000);
    const payee = await quickCustomer(t);
    const payment = await initiate(
      t,
      customer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 150_000, currency: "EUR" }),
    );
    expect([payment.statusCode, payment.json()]).toEqual([400, perPaymentRefusal]);
    const transfer = await initiate(t, customer, sampleTransfer({ amount: 150_000, currency: "EUR" }));
    expect([transfer.statusCode, transfer.json()]).toEqual([400, perPaymentRefusal]);
    // EUR 8,700 is $10,040.67: over the limit, though fewer euros than dollars.
    const justOver = await initiate(t, customer, sampleTransfer({ amount: 8_700, currency: "EUR" }));
    expect([justOver.statusCode, justOver.json()]).toEqual([400, perPaymentRefusal]);
  });

  it("counts money out of each balance at its dollar value, with dollars, against the daily limit", async () => {
    const customer = await holding("EUR", 30_000);
    const payee = await quickCustomer(t);
    expect((await paid(customer, payee, 8_000, "EUR")).statusCode).toBe(200);
    expect((await paid(customer, payee, 8_000, "EUR")).statusCode).toBe(200);
    const used = dollarsOfEuroCents(1_600_000n);
    expect(await limitsOf(customer)).toMatchObject({ usedToday: used, used30Days: used });

    const third = await initiate(
      t,
      customer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 8_000, currency: "EUR" }),
    );
    expect(third.statusCode).toBe(400);
    const room = (2_500_000 - Math.round(used * 100)) / 100;
    expect(third.json()).toEqual(
      refusal(
        `This is over your daily limit of $25,000.00. You can send $${room.toLocaleString("en-US", { minimumFractionDigits: 2 })} more today.`,
      ),
    );
  });

  it("counts a bank transfer in pounds once its code holds the money, at its dollar value", async () => {
    const customer = await holding("GBP", 1_000);
    const started = await initiate(t, customer, sampleTransfer({ amount: 400, currency: "GBP" }));
    expect(started.statusCode, started.body).toBe(200);
    expect((await limitsOf(customer)).usedToday).toBe(0);
    const { transactionId } = started.json();
    const otp = Number(await transferCode(t, customer.email, transactionId));
    expect((await verify(t, customer, { otp, transactionId })).statusCode).toBe(200);
    expect((await limitsOf(customer)).usedToday).toBe(dollarsOfPenceCents(40_000n));
  });

  it("checks again at verify: a limit lowered after initiate refuses a payment in euros and moves nothing", async () => {
    const customer = await holding("EUR", 1_000);
    const payee = await quickCustomer(t);
    const started = await initiate(
      t,
      customer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 500, currency: "EUR" }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const lowered = await t.app.inject({
      method: "PUT",
      url: `/api/limits/${customer.id}`,
      headers: bearer(customer.token),
      payload: { perPayment: 500 },
    });
    expect(lowered.statusCode).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, customer.email, transactionId));
    const refused = await verify(t, customer, { otp, transactionId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      refusal("This is over your limit of $500.00 per payment. You can send at most $500.00 at a time."),
    );
    expect((await limitsOf(customer)).usedToday).toBe(0);
  });
});

describe("money out of another balance before any rate was loaded", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it("is refused with 409 rather than let past the limits", async () => {
    const staff = await operator(t);
    const approver = await operator(t);
    const customer = await quickCustomer(t);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${customer.id}/deposits`,
      headers: { ...bearer(staff.token), "idempotency-key": randomUUID() },
      payload: { amount: 100, currency: "EUR", description: "Savings from abroad" },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/admin/transfers/${asked.json().transaction.transactionId}/approve`,
      headers: bearer(approver.token),
    });
    const refused = await initiate(t, customer, sampleTransfer({ amount: 10, currency: "EUR" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "Exchange rates are out of date. Try again later.",
      code: "rates_out_of_date",
    });
  });
});
