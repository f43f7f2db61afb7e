import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
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

beforeAll(async () => {
  t = await build();
  staff = await operator(t);
  approver = await operator(t);
});
afterAll(() => t.close());

const user = (customer: Customer) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });

const open = (customer: Customer, currency: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/balances/${customer.id}`,
    headers: bearer(customer.token),
    payload: { currency },
  });

const close = (customer: Customer, currency: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/balances/${customer.id}/${currency}`,
    headers: bearer(customer.token),
  });

const approve = (transactionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/transfers/${transactionId}/approve`,
    headers: bearer(approver.token),
  });

function depositIn(customer: { id: string }, amount: number, currency?: string, by = staff) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/customers/${customer.id}/deposits`,
    headers: { ...bearer(by.token), "idempotency-key": randomUUID() },
    payload: { amount, description: "Savings from abroad", ...(currency && { currency }) },
  });
}

describe("balances in many currencies", () => {
  it("lists the USD balance first, then the others in the order they were opened", async () => {
    const customer = await quickCustomer(t);
    await fund(t, staff, customer, 120.5);
    expect((await user(customer)).json().balances).toEqual([
      { currency: "USD", available: 120.5, balance: 120.5, held: 0 },
    ]);

    const jpy = await open(customer, "JPY");
    expect(jpy.statusCode).toBe(201);
    expect(jpy.json()).toEqual({ currency: "JPY", available: 0, balance: 0, held: 0 });
    expect((await open(customer, "EUR")).statusCode).toBe(201);
    const again = await open(customer, "JPY");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ currency: "JPY", available: 0, balance: 0, held: 0 });

    const me = (await user(customer)).json();
    expect(me.balance).toBe(120.5);
    expect(me.balances.map((balance: { currency: string }) => balance.currency)).toEqual([
      "USD",
      "JPY",
      "EUR",
    ]);
  });

  it("refuses a currency we do not hold, naming it, in the caller's language", async () => {
    const customer = await quickCustomer(t);
    const unknown = await open(customer, "XAU");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: "validation_error", message: "We do not hold XAU." });
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", customer.id).execute();
    const inSpanish = await open(customer, "XAU");
    expect(inSpanish.json().message).toBe("No operamos con XAU.");
    expect((await open(customer, 7)).json().message).toBe("Elija una divisa de la lista");
  });

  it("closes an empty balance, never the main one nor one with money, and opens a closed one again", async () => {
    const customer = await quickCustomer(t);
    const main = await close(customer, "USD");
    expect(main.statusCode).toBe(409);
    expect(main.json().message).toBe("Your USD balance is your main balance and cannot be closed.");
    expect((await close(customer, "GBP")).statusCode).toBe(404);

    expect((await open(customer, "GBP")).statusCode).toBe(201);
    expect((await open(customer, "CHF")).statusCode).toBe(201);
    const pounds = await depositIn(customer, 10.25, "GBP");
    await approve(pounds.json().transaction.transactionId);
    const full = await close(customer, "GBP");
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      "This balance is not empty. Send or convert its money before you close it.",
    );

    expect((await close(customer, "CHF")).statusCode).toBe(204);
    expect((await close(customer, "CHF")).statusCode).toBe(404);
    const listed = (await user(customer)).json().balances;
    expect(listed.map((balance: { currency: string }) => balance.currency)).toEqual(["USD", "GBP"]);

    expect((await open(customer, "CHF")).statusCode).toBe(201);
    const reopened = (await user(customer)).json().balances;
    expect(reopened.map((balance: { currency: string }) => balance.currency)).toEqual(["USD", "GBP", "CHF"]);
  });

  it("credits a deposit approved after its balance was closed, opening the balance again", async () => {
    const customer = await quickCustomer(t);
    const waiting = await depositIn(customer, 3, "SEK");
    expect((await close(customer, "SEK")).statusCode).toBe(204);
    expect((await approve(waiting.json().transaction.transactionId)).statusCode).toBe(200);
    expect((await user(customer)).json().balances[1]).toEqual({
      currency: "SEK",
      available: 3,
      balance: 3,
      held: 0,
    });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("lets only the owner open or close a balance, and no staff member hold one", async () => {
    const owner = await quickCustomer(t);
    const other = await quickCustomer(t);
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/balances/${owner.id}`,
      headers: bearer(other.token),
      payload: { currency: "EUR" },
    });
    expect(foreign.statusCode).toBe(403);
    const asStaff = await t.app.inject({
      method: "POST",
      url: `/api/balances/${staff.id}`,
      headers: bearer(staff.token),
      payload: { currency: "EUR" },
    });
    expect(asStaff.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(staff.token) })).json().balances,
    ).toEqual([]);
  });
});

describe("deposits in a currency", () => {
  it("credits the balance of that currency with its decimals, opening it when needed", async () => {
    const customer = await quickCustomer(t);
    const yen = await depositIn(customer, 1500, "JPY", staff);
    expect(yen.statusCode).toBe(201);
    expect(yen.json().transaction).toMatchObject({ currency: "JPY", amount: 1500, status: "Pending" });
    expect((await approve(yen.json().transaction.transactionId)).statusCode).toBe(200);

    const balances = (await user(customer)).json().balances;
    expect(balances).toEqual([
      { currency: "USD", available: 0, balance: 0, held: 0 },
      { currency: "JPY", available: 1500, balance: 1500, held: 0 },
    ]);
    const [row] = (await history(t, customer)).json();
    expect(row).toMatchObject({ type: "Deposit", currency: "JPY", amount: 1500, status: "Completed" });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("refuses more decimals than the currency has, and keeps dollars as they were", async () => {
    const customer = await quickCustomer(t);
    const yen = await depositIn(customer, 10.5, "JPY");
    expect(yen.statusCode).toBe(400);
    expect(yen.json().message).toBe("Amount must be a whole number in JPY");
    const euros = await depositIn(customer, 1.005, "EUR");
    expect(euros.json().message).toBe("Amount can have at most 2 decimals in EUR");
    const dollars = await depositIn(customer, 1.005);
    expect(dollars.json().message).toBe("Amount can have at most 2 decimals");
    const usd = await depositIn(customer, 25);
    expect(usd.statusCode).toBe(201);
    expect(usd.json().transaction).toMatchObject({ currency: "USD", amount: 25, status: "Completed" });
  });

  it("books each currency apart: the database refuses an entry that balances only across currencies", async () => {
    const customer = await quickCustomer(t);
    await open(customer, "EUR");
    const accounts = await sql<{ id: string; currency: string }>`
      select id, currency from accounts where user_id = ${customer.id}`.execute(t.ctx.db);
    const usd = accounts.rows.find((row) => row.currency === "USD")!.id;
    const eur = accounts.rows.find((row) => row.currency === "EUR")!.id;
    const crossed = t.ctx.db.transaction().execute(async (trx) => {
      const transfer = randomUUID();
      const entry = randomUUID();
      await sql`insert into movements (id, transaction_id, user_id, account_id, currency, type, status, amount, description)
        values (${transfer}, ${`x${transfer}`}, ${customer.id}, ${eur}, 'EUR', 'Deposit', 'Completed', 100, 'x')`.execute(
        trx,
      );
      await sql`insert into journal_entries (id, kind, transfer_id) values (${entry}, 'deposit', ${transfer})`.execute(
        trx,
      );
      await sql`insert into postings (entry_id, account_id, bucket, amount)
        values (${entry}, ${usd}, 'available', -100), (${entry}, ${eur}, 'available', 100)`.execute(trx);
    });
    await expect(crossed).rejects.toThrow(/does not balance/);
  });
});
