import { randomUUID } from "node:crypto";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  type Customer,
  history,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

let t: TestApp;
let staff: Staff;
let approver: Staff;

beforeAll(async () => {
  t = await build();
  // Money out of another balance counts against the limits at the day's reference rates.
  await storeRates(
    t.ctx,
    readRatesFile(t.ctx, sampleRatesXml(t.ctx.clock.now().toISOString().slice(0, 10))),
    "ECB",
  );
  staff = await operator(t);
  approver = await operator(t);
});
afterAll(() => t.close());

const approve = (by: Staff, transactionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/transfers/${transactionId}/approve`,
    headers: bearer(by.token),
  });

/** A customer holding `amount` of `currency`, credited by two operators (any currency but dollars needs two). */
async function holding(currency: string, amount: number): Promise<Customer> {
  const customer = await quickCustomer(t);
  const asked = await t.app.inject({
    method: "POST",
    url: `/api/admin/customers/${customer.id}/deposits`,
    headers: { ...bearer(staff.token), "idempotency-key": randomUUID() },
    payload: { amount, currency, description: "Savings from abroad" },
  });
  expect((await approve(approver, asked.json().transaction.transactionId)).statusCode).toBe(200);
  return customer;
}

async function balances(customer: Customer): Promise<Record<string, number>> {
  const response = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });
  return Object.fromEntries(
    response
      .json()
      .balances.map((balance: { currency: string; available: number }) => [
        balance.currency,
        balance.available,
      ]),
  );
}

async function limitsUsedToday(customer: Customer): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/limits/${customer.id}`,
    headers: bearer(customer.token),
  });
  return response.json().usedToday;
}

describe("payments in a currency", () => {
  it("leave the payer's balance of that currency and reach the payee's, opened for them", async () => {
    const payer = await holding("EUR", 80);
    const payee = await quickCustomer(t);
    const started = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 30.5, currency: "EUR" }),
    );
    expect(started.statusCode).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    const paid = await verify(t, payer, { otp, transactionId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "Completed" });

    expect(await balances(payer)).toEqual({ USD: 0, EUR: 49.5 });
    expect(await balances(payee)).toEqual({ USD: 0, EUR: 30.5 });
    expect((await history(t, payer)).json()[0]).toMatchObject({
      type: "Withdrawal",
      currency: "EUR",
      amount: 30.5,
    });
    expect((await history(t, payee)).json()[0]).toMatchObject({
      type: "Deposit",
      currency: "EUR",
      amount: 30.5,
    });
    // Money out of any balance counts against the limits at its dollar value: EUR 30.50 at 1.1541 dollars a euro,
    // rounded up to a whole cent.
    expect(await limitsUsedToday(payer)).toBe(Number((3050n * 11541n + 9999n) / 10000n) / 100);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("refuses a currency the payer does not hold, and decimals a currency has not", async () => {
    const payer = await holding("JPY", 5000);
    const payee = await quickCustomer(t);
    const inEuros = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { currency: "EUR" }),
    );
    expect(inEuros.statusCode).toBe(409);
    expect(inEuros.json().message).toBe("Open a EUR balance first.");
    const inYen = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 10.5, currency: "JPY" }),
    );
    expect(inYen.statusCode).toBe(400);
    expect(inYen.json().message).toBe("Amount must be a whole number in JPY");
    const tooMuch = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 5001, currency: "JPY" }),
    );
    expect(tooMuch.json().message).toBe("Insufficient balance. Please top up your account balance.");
    expect(await balances(payer)).toEqual({ USD: 0, JPY: 5000 });
  });
});

describe("bank transfers in a currency", () => {
  it("hold the amount in that balance and need two operators, whatever the amount", async () => {
    const customer = await holding("GBP", 100);
    const started = await initiate(t, customer, sampleTransfer({ amount: 40, currency: "GBP" }));
    expect(started.statusCode).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await transferCode(t, customer.email, transactionId));
    expect((await verify(t, customer, { otp, transactionId })).statusCode).toBe(200);

    const listed = (
      await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) })
    ).json();
    expect(listed.balances[1]).toEqual({ currency: "GBP", available: 60, balance: 100, held: 40 });
    // GBP 40.00 at 1.1541 dollars and 0.87890 pounds a euro, rounded up to a whole cent.
    const pence = 4000n * 11541n * 100000n;
    const perCent = 87890n * 10000n;
    expect(await limitsUsedToday(customer)).toBe(Number((pence + perCent - 1n) / perCent) / 100);

    const first = await approve(staff, transactionId);
    expect(first.statusCode).toBe(200);
    expect(first.json().transaction).toMatchObject({ status: "Pending", currency: "GBP" });
    const second = await approve(approver, transactionId);
    expect(second.json().transaction).toMatchObject({ status: "Completed", currency: "GBP", amount: 40 });
    expect(await balances(customer)).toEqual({ USD: 0, GBP: 60 });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
