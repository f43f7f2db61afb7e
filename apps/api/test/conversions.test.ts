import { randomUUID } from "node:crypto";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDecimal } from "../src/lib/decimal";
import { depositFunds } from "../src/modules/backoffice/deposits.service";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import {
  type Customer,
  fund,
  history,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
} from "./support/money";

let t: TestApp;
let staff: Staff;
let approver: Staff;
const clock = new HandClock();
const today = () => clock.now().toISOString().slice(0, 10);

/** The shipped rates file, dated `date`: one euro buys 1.1541 USD and 180.95 JPY. */
async function loadRates(app: TestApp, date: string) {
  await storeRates(app.ctx, readRatesFile(app.ctx, sampleRatesXml(date)), "ECB");
}

beforeAll(async () => {
  t = await build({}, undefined, clock);
  await loadRates(t, today());
  staff = await operator(t);
  approver = await operator(t);
});
afterAll(() => t.close());

const quote = (customer: Customer, body: Record<string, unknown>, app = t) =>
  app.app.inject({
    method: "POST",
    url: `/api/conversions/${customer.id}/quote`,
    headers: bearer(customer.token),
    payload: body,
  });

const convert = (customer: Customer, quoteId: unknown, key: string = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: `/api/conversions/${customer.id}`,
    headers: { ...bearer(customer.token), "idempotency-key": key },
    payload: { quoteId },
  });

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

/** A customer with dollars and, when asked, yen credited by two operators (yen always need two). */
async function customerWith(dollars: number, yen = 0): Promise<Customer> {
  const customer = await quickCustomer(t);
  if (dollars > 0) await fund(t, staff, customer, dollars);
  if (yen > 0) {
    const waiting = await depositFunds(t.ctx, staff, customer.id, {
      amount: yen,
      currency: "JPY",
      description: "Yen",
    });
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/transfers/${waiting.transactionId}/approve`,
      headers: bearer(approver.token),
    });
    expect(approved.statusCode).toBe(200);
  }
  return customer;
}

describe("converting between balances", () => {
  it("quotes at the cross rate through the euro with the 0.4 % fee, and converts at exactly those terms", async () => {
    const customer = await customerWith(1000);
    const quoted = await quote(customer, { from: "USD", to: "EUR", amount: 100, side: "sell" });
    expect(quoted.statusCode).toBe(200);
    // 1 / 1.1541 = 0.866476041937..., to 10 significant digits; (100.00 − 0.40) × it = 86.3010..., rounded down.
    expect(quoted.json()).toEqual({
      quoteId: expect.any(String),
      from: "USD",
      to: "EUR",
      rate: 0.8664760419,
      fee: 0.4,
      sellAmount: 100,
      buyAmount: 86.3,
      expiresAt: new Date(clock.now().getTime() + 30_000).toISOString(),
    });

    const key = randomUUID();
    const converted = await convert(customer, quoted.json().quoteId, key);
    expect(converted.statusCode).toBe(201);
    expect(converted.json()).toEqual({
      message: "Conversion completed",
      transactionId: expect.any(String),
      status: "Completed",
      from: "USD",
      to: "EUR",
      rate: 0.8664760419,
      fee: 0.4,
      sellAmount: 100,
      buyAmount: 86.3,
    });
    expect(await balances(customer)).toEqual({ USD: 900, EUR: 86.3 });

    const terms = { from: "USD", to: "EUR", sellAmount: 100, buyAmount: 86.3, rate: 0.8664760419, fee: 0.4 };
    const rows = (await history(t, customer, "?type=Conversion")).json();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionId: converted.json().transactionId,
          type: "Conversion",
          status: "Completed",
          currency: "USD",
          amount: 100,
          description: "Converted to EUR",
          conversion: terms,
        }),
        expect.objectContaining({
          type: "Conversion",
          status: "Completed",
          currency: "EUR",
          amount: 86.3,
          description: "Converted from USD",
          conversion: terms,
        }),
      ]),
    );
    expect(await ledgerProblems(t)).toEqual([]);

    // The server wrote that description, so it reads in the customer's language, in the history and the CSV.
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", customer.id).execute();
    const inSpanish = (await history(t, customer, "?type=Conversion")).json();
    expect(inSpanish.map((row: { description: string }) => row.description).sort()).toEqual([
      "Conversión a EUR",
      "Conversión desde USD",
    ]);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/transaction/${customer.id}/export.csv`,
      headers: bearer(customer.token),
    });
    expect(csv.body).toContain(",Conversión a EUR,");
    expect(csv.body).toContain(",Conversión desde USD,");
    expect(csv.body).not.toContain("Converted");
  });

  it("is made once per Idempotency-Key, and a used quote is refused", async () => {
    const customer = await customerWith(50);
    const { quoteId } = (await quote(customer, { from: "USD", to: "GBP", amount: 10, side: "sell" })).json();
    const key = randomUUID();
    const first = await convert(customer, quoteId, key);
    const repeat = await convert(customer, quoteId, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect((await balances(customer)).USD).toBe(40);

    const again = await convert(customer, quoteId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "quote_expired",
      message: "This quote has expired. Get a new one.",
    });
    expect((await balances(customer)).USD).toBe(40);
  });

  it("refuses a quote 30 seconds after it was given, and another customer's quote", async () => {
    const customer = await customerWith(50);
    const { quoteId } = (await quote(customer, { from: "USD", to: "EUR", amount: 5, side: "sell" })).json();
    clock.advanceMs(30_000);
    const late = await convert(customer, quoteId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This quote has expired. Get a new one.");
    expect(await balances(customer)).toEqual({ USD: 50 });

    const fresh = (await quote(customer, { from: "USD", to: "EUR", amount: 5, side: "sell" })).json();
    const stranger = await customerWith(0);
    expect((await convert(stranger, fresh.quoteId)).statusCode).toBe(404);
    expect((await convert(stranger, "not-a-quote")).statusCode).toBe(404);
    expect((await convert(customer, fresh.quoteId)).statusCode).toBe(201);
  });

  it("refuses what cannot be converted, each with its reason", async () => {
    const customer = await customerWith(20);
    const refusal = async (body: Record<string, unknown>) => {
      const response = await quote(customer, body);
      return { status: response.statusCode, message: response.json().message };
    };
    expect(await refusal({ from: "USD", to: "USD", amount: 5, side: "sell" })).toEqual({
      status: 400,
      message: "Choose two different currencies to convert between.",
    });
    expect(await refusal({ from: "USD", to: "XAU", amount: 5, side: "sell" })).toEqual({
      status: 400,
      message: "We do not hold XAU.",
    });
    expect(await refusal({ from: "USD", to: "JPY", amount: 500.5, side: "buy" })).toEqual({
      status: 400,
      message: "Amount must be a whole number in JPY",
    });
    expect(await refusal({ from: "USD", to: "EUR", amount: 1.001, side: "sell" })).toEqual({
      status: 400,
      message: "Amount can have at most 2 decimals",
    });
    expect(await refusal({ from: "USD", to: "EUR", amount: 0, side: "sell" })).toEqual({
      status: 400,
      message: "Amount must be more than 0",
    });
    expect(await refusal({ from: "USD", to: "EUR", amount: 5, side: "swap" })).toEqual({
      status: 400,
      message: 'Choose "sell" or "buy"',
    });
    expect(await refusal({ from: "EUR", to: "USD", amount: 5, side: "sell" })).toEqual({
      status: 409,
      message: "Open a EUR balance first.",
    });
    expect(await refusal({ from: "USD", to: "EUR", amount: 25, side: "sell" })).toEqual({
      status: 400,
      message: "Insufficient balance. Please top up your account balance.",
    });
    const yen = await customerWith(0, 100);
    const tiny = await quote(yen, { from: "JPY", to: "USD", amount: 1, side: "sell" });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe("This amount is too small to convert. Enter a larger amount.");
  });

  it("converts to and from a currency without decimals, to the yen", async () => {
    const customer = await customerWith(100);
    // 180.95 / 1.1541 = 156.78883978... per dollar; (10.00 − 0.04) × 156.7888398 = 1561.6168..., rounded down.
    const toYen = (await quote(customer, { from: "USD", to: "JPY", amount: 10, side: "sell" })).json();
    expect(toYen).toMatchObject({ rate: 156.7888398, fee: 0.04, sellAmount: 10, buyAmount: 1561 });
    expect((await convert(customer, toYen.quoteId)).statusCode).toBe(201);
    expect(await balances(customer)).toEqual({ USD: 90, JPY: 1561 });

    // The hand clock stands still: a second later, the history lists the second conversion first.
    clock.advanceMs(1000);
    // Buying exactly $5.00 with yen: the least number of yen that, after the fee, buys it.
    const toDollars = (await quote(customer, { from: "JPY", to: "USD", amount: 5, side: "buy" })).json();
    // 1.1541 / 180.95 = 0.0063780049737...; 787 yen less a 3 yen fee buy 5.0002 dollars, 786 would buy 4.99.
    expect(toDollars).toMatchObject({ rate: 0.006378004974, buyAmount: 5, sellAmount: 787, fee: 3 });
    expect((await convert(customer, toDollars.quoteId)).statusCode).toBe(201);
    expect(await balances(customer)).toEqual({ USD: 95, JPY: 774 });
    const rows = (await history(t, customer, "?currency=JPY")).json();
    expect(rows[0]).toMatchObject({ currency: "JPY", amount: 787, description: "Converted to USD" });
    expect(rows[1]).toMatchObject({ currency: "JPY", amount: 1561, description: "Converted from USD" });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("refuses to quote at rates older than four days", async () => {
    const stale = await build({}, undefined, clock);
    try {
      await loadRates(stale, new Date(clock.now().getTime() - 5 * 86_400_000).toISOString().slice(0, 10));
      const customer = await quickCustomer(stale);
      const refused = await quote(customer, { from: "USD", to: "EUR", amount: 1, side: "buy" }, stale);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: "rates_out_of_date",
        message: "Exchange rates are out of date. Try again later.",
      });
    } finally {
      await stale.close();
    }
    // A second app of its own: building it takes a while on a loaded machine.
  }, 120_000);
});

/**
 * Random sequences of conversions among dollars, euros and yen. After each: the customer lost exactly what the answer
 * says was sold and gained exactly what it says was bought; the fee is 0.4 % of the amount sold, half-up; what was
 * bought is worth no more than what was sold less the fee at the quoted rate, and less by under one unit of rounding;
 * and the ledger, every entry summed per currency, has no problem.
 */
describe("no sequence of conversions makes money", () => {
  const currency = fc.constantFrom("USD", "EUR", "JPY");
  const step = fc.record({
    from: currency,
    to: currency,
    side: fc.constantFrom("sell", "buy"),
    amount: fc.integer({ min: 1, max: 4000 }),
  });
  const exponent: Record<string, number> = { USD: 2, EUR: 2, JPY: 0 };
  const minor = (value: number, code: string) => BigInt(Math.round(value * 10 ** exponent[code]!));

  it("keeps every answer exact and every entry balanced per currency", async () => {
    let conversions = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const customer = await customerWith(200);
        await convert(
          customer,
          (await quote(customer, { from: "USD", to: "EUR", amount: 60, side: "sell" })).json().quoteId,
        );
        await convert(
          customer,
          (await quote(customer, { from: "USD", to: "JPY", amount: 60, side: "sell" })).json().quoteId,
        );
        for (const { from, to, side, amount } of steps) {
          // Amounts in whole cents or yen: the step's number is minor units of the currency it names.
          const named = side === "sell" ? from : to;
          const before = await balances(customer);
          const quoted = await quote(customer, { from, to, side, amount: amount / 10 ** exponent[named]! });
          if (quoted.statusCode !== 200) {
            expect([400, 409]).toContain(quoted.statusCode);
            continue;
          }
          const terms = quoted.json();
          const converted = await convert(customer, terms.quoteId);
          expect(converted.statusCode).toBe(201);
          conversions += 1;
          const after = await balances(customer);
          const sell = minor(terms.sellAmount, from);
          const buy = minor(terms.buyAmount, to);
          const fee = minor(terms.fee, from);
          expect(minor(before[from]!, from) - minor(after[from]!, from)).toBe(sell);
          expect(minor(after[to]!, to) - minor(before[to] ?? 0, to)).toBe(buy);
          expect(fee).toBe((sell * 8n + 1000n) / 2000n);
          // Worth compared in target minor units scaled by the rate's and the source's powers of ten.
          const rate = parseDecimal(String(terms.rate));
          const paid = (sell - fee) * rate.units * 10n ** BigInt(exponent[to]!);
          const got = buy * 10n ** BigInt(rate.scale) * 10n ** BigInt(exponent[from]!);
          const oneTargetUnit = 10n ** BigInt(rate.scale) * 10n ** BigInt(exponent[from]!);
          const oneSourceUnit = rate.units * 10n ** BigInt(exponent[to]!);
          expect(got <= paid).toBe(true);
          expect(paid - got < oneTargetUnit + (side === "buy" ? oneSourceUnit : 0n)).toBe(true);
        }
        expect(await ledgerProblems(t)).toEqual([]);
        const { rows } = await sql<{ currency: string; total: string }>`
          select currency, sum(balance)::text as total from accounts group by currency having sum(balance) <> 0`.execute(
          t.ctx.db,
        );
        expect(rows).toEqual([]);
      }),
      { numRuns: 12 },
    );
    expect(conversions).toBeGreaterThan(12);
  });
});
