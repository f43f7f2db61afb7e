import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectHistoryPage } from "../src/modules/transfers/history.repo";
import { build, type TestApp } from "./support/build";
import {
  type Customer,
  fund,
  history,
  initiate,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  sendMoney,
  verify,
} from "./support/money";

interface Row {
  transactionId: string;
  type: string;
  status: string;
  amount: number;
  description: string;
  dateTime: string;
}

describe("searching and filtering GET /api/transaction/{userId}", () => {
  let t: TestApp;
  let staff: Staff;
  let customer: Customer;
  let all: Row[];
  const ids = {} as Record<"deposit" | "rent" | "unconfirmed" | "payment", string>;

  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    customer = await quickCustomer(t);
    const payee = await quickCustomer(t);
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "Zoe", last_name: "Zimmer", time_zone: "Asia/Tokyo" })
      .where("id", "in", [payee.id, customer.id])
      .execute();
    ids.deposit = (await fund(t, staff, customer, 500)).transactionId;
    ids.rent = (
      await sendMoney(t, customer, sampleTransfer({ amount: 120.5, description: "Rent 50%_off" }))
    ).transactionId;
    ids.unconfirmed = (
      await initiate(t, customer, sampleTransfer({ amount: 9.99, description: "Gym" }))
    ).json().transactionId;
    const started = await initiate(t, customer, samplePayment({ accountNumber: payee.accountNumber }));
    ids.payment = started.json().transactionId;
    const otp = Number(await paymentCode(t, customer.email, ids.payment));
    expect((await verify(t, customer, { otp, transactionId: ids.payment })).statusCode).toBe(200);
    all = (await history(t, customer)).json();
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await history(t, customer, query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Row[]).map((row) => row.transactionId);
  };

  it("answers exactly as before without filters", async () => {
    expect(all.map((row) => row.transactionId)).toEqual([
      ids.payment,
      ids.unconfirmed,
      ids.rent,
      ids.deposit,
    ]);
    expect(await search("?limit=50")).toEqual(all.map((row) => row.transactionId));
  });

  it("finds words of the description, the counterparty and a transaction id, whatever their case", async () => {
    expect(await search("?q=RENT")).toEqual([ids.rent]);
    // What LIKE would read as wildcards is what the customer typed.
    expect(await search(`?q=${encodeURIComponent("50%_")}`)).toEqual([ids.rent]);
    expect(await search("?q=5%25")).toEqual([]);
    expect(await search("?q=zoe%20z")).toEqual([ids.payment]);
    expect(await search("?q=babbage")).toEqual([ids.unconfirmed, ids.rent]);
    expect(await search(`?q=%23${ids.deposit}`)).toEqual([ids.deposit]);
  });

  it("filters by type, status, currency and amount, each alone or together", async () => {
    expect(await search("?type=Deposit")).toEqual([ids.deposit]);
    expect(await search("?type=withdrawal&status=Pending,Unconfirmed")).toEqual([ids.unconfirmed, ids.rent]);
    expect(await search("?status=Completed&currency=USD")).toEqual([ids.payment, ids.deposit]);
    expect(await search("?currency=EUR")).toEqual([]);
    expect(await search("?minAmount=25&maxAmount=120.50")).toEqual([ids.payment, ids.rent]);
    expect(await search("?minAmount=120.51")).toEqual([ids.deposit]);
    expect(await search("?maxAmount=9.99")).toEqual([ids.unconfirmed]);
  });

  it("reads a date range in the customer's time zone, or as exact instants", async () => {
    const rent = all.find((row) => row.transactionId === ids.rent)!;
    const tokyoDay = (instant: Date) => instant.toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" });
    const day = tokyoDay(new Date(rent.dateTime));
    expect(await search(`?from=${day}&to=${day}`)).toHaveLength(4);
    const dayBefore = tokyoDay(new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000));
    expect(await search(`?to=${dayBefore}`)).toEqual([]);
    const at = encodeURIComponent(rent.dateTime);
    expect(await search(`?from=${at}&to=${at}`)).toEqual([ids.rent]);
  });

  it("pages a filtered view with cursor and names the next cursor of a full page", async () => {
    const first = await history(t, customer, "?type=Withdrawal&limit=2");
    expect(first.json().map((row: Row) => row.transactionId)).toEqual([ids.payment, ids.unconfirmed]);
    expect(first.headers["x-next-cursor"]).toBe(ids.unconfirmed);
    const next = await history(t, customer, `?type=Withdrawal&limit=2&cursor=${ids.unconfirmed}`);
    expect(next.json().map((row: Row) => row.transactionId)).toEqual([ids.rent]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();
  });

  it.each([
    ["?q=", "q must be 1 to 100 characters"],
    [`?q=${"x".repeat(101)}`, "q must be 1 to 100 characters"],
    ["?type=Refund", "type must be Deposit, Withdrawal or Conversion"],
    ["?status=Done", "status must be Unconfirmed, Pending, Completed or Cancelled"],
    ["?currency=XAU", "currency must be a currency code we hold, such as USD"],
    ["?from=2026-02-30", "from must be a date as YYYY-MM-DD, or a date and time in ISO 8601"],
    ["?to=yesterday", "to must be a date as YYYY-MM-DD, or a date and time in ISO 8601"],
    ["?from=2026-11-02&to=2026-11-01", "The end date is before the start date."],
    ["?minAmount=-1", "minAmount must be an amount of 0 or more with at most 2 decimals, such as 25.50"],
    ["?maxAmount=1.234", "maxAmount must be an amount of 0 or more with at most 2 decimals, such as 25.50"],
    ["?minAmount=5&maxAmount=4", "maxAmount must not be less than minAmount"],
    ["?cursor=not%20an%20id", "cursor must be the transactionId of the last row of the page before"],
    ["?cursor=123", "cursor is not the transactionId of a transaction in this history"],
    ["?cursor=1&before=1", "cursor and before are the same: give one of them"],
    ["?limit=ten", "limit must be a whole number"],
    ["?limit=0", "limit must be at least 1"],
  ])("answers 400 naming the parameter for %s", async (query, message) => {
    const response = await history(t, customer, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "validation_error", message });
  });

  it("says which parameter is wrong in the customer's language", async () => {
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", customer.id).execute();
    const response = await history(t, customer, "?minAmount=abc");
    await t.ctx.db.updateTable("users").set({ language: "en-US" }).where("id", "=", customer.id).execute();
    expect(response.json().message).toBe(
      "minAmount debe ser un importe de 0 o más con 2 decimales como máximo, como 25.50",
    );
  });

  it("says the end date is before the start date in the customer's language", async () => {
    await t.ctx.db.updateTable("users").set({ language: "ru" }).where("id", "=", customer.id).execute();
    const response = await history(t, customer, "?from=2026-11-02&to=2026-11-01");
    await t.ctx.db.updateTable("users").set({ language: "en-US" }).where("id", "=", customer.id).execute();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Дата окончания раньше даты начала.");
  });

  it("searches along the customer's history index, never scanning the bank's rows", async () => {
    await sql`
      insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description, decided_by)
      select gen_random_uuid(), 'bulk' || n, ${staff.id}, (select id from accounts where kind = 'settlement' and currency = 'USD'),
        'Deposit', 'Completed', 100, 'Rent', ${staff.id}
      from generate_series(1, 5000) n`.execute(t.ctx.db);
    await sql`analyze movements`.execute(t.ctx.db);
    const rows = await selectHistoryPage(t.ctx.db, customer.id, 51, undefined, {
      q: "rent",
      type: ["Withdrawal"],
      status: ["Pending"],
      from: { day: "2026-01-01" },
      to: { instant: new Date() },
      minAmount: 100n,
    }).explain();
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).toContain("movements_user_history");
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});
