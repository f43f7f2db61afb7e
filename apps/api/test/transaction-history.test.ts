import { sampleInternationalTransfer, samplePayee, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectHistoryPage } from "../src/modules/transfers/history.repo";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  fund,
  history,
  initiate,
  operator,
  type Staff,
  sendMoney,
} from "./support/money";

describe("GET /api/transaction/{userId}", () => {
  let t: TestApp;
  let staff: Staff;
  let customer: Customer;
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    customer = await signedInCustomer(t);
  });
  afterAll(() => t.close());

  it("answers an empty list for a new customer, whose balance is 0", async () => {
    const response = await history(t, customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(await balanceOf(t, customer)).toBe(0);
  });

  it("lists deposits and withdrawals newest first in the shape the web client reads", async () => {
    const deposit = await fund(t, staff, customer, 300);
    const local = await sendMoney(t, customer, sampleTransfer({ amount: 20.05, description: "Groceries" }));
    const abroad = await initiate(t, customer, sampleInternationalTransfer({ amount: 100 }));
    const items = (await history(t, customer)).json();
    expect(items.map((item: { transactionId: string }) => item.transactionId)).toEqual([
      abroad.json().transactionId,
      local.transactionId,
      deposit.transactionId,
    ]);
    expect(items[1]).toEqual({
      _id: expect.any(String),
      transactionId: local.transactionId,
      type: "Withdrawal",
      status: "Pending",
      currency: "USD",
      amount: 20.05,
      description: "Groceries",
      dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      transferOption: "Local",
      counterparty: null,
      bankDetails: samplePayee,
    });
    expect(items[2]).toMatchObject({ type: "Deposit", status: "Completed", amount: 300, bankDetails: null });
  });

  it("GET /api/user reports the available balance: held money is not spendable", async () => {
    // 300 deposited, 20.05 held by the Pending transfer; the Unconfirmed one holds nothing yet.
    expect(await balanceOf(t, customer)).toBe(279.95);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.json().others.balance).toBe(279.95);
  });

  it("pages with ?limit= and ?before=", async () => {
    const all = (await history(t, customer)).json();
    const first = (await history(t, customer, "?limit=2")).json();
    expect(first).toEqual(all.slice(0, 2));
    const rest = (await history(t, customer, `?limit=2&before=${first[1].transactionId}`)).json();
    expect(rest).toEqual(all.slice(2, 4));
  });

  it.each(["?limit=0", "?limit=201", "?limit=ten"])("refuses %s", async (query) => {
    const response = await history(t, customer, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
  });

  it("answers 404 for a cursor that is not one of the customer's transactions", async () => {
    expect((await history(t, customer, "?before=123")).statusCode).toBe(404);
  });

  it("is the customer's own: 403 for another customer, readable by staff", async () => {
    const other = await signedInCustomer(t);
    const response = await history(t, { ...other, id: customer.id });
    expect(response.statusCode).toBe(403);
    const asStaff = await history(t, { ...customer, token: staff.token });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toEqual((await history(t, customer)).json());
    expect((await history(t, { ...customer, id: "nobody", token: staff.token })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/transaction/${customer.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("reads a page through the history index, without scanning or sorting", async () => {
    // Enough other customers' rows that a scan would be the planner's worst choice.
    await sql`
      insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description, decided_by)
      select gen_random_uuid(), 'bulk' || n, ${staff.id}, (select id from accounts where kind = 'settlement' and currency = 'USD'),
        'Deposit', 'Completed', 100, 'bulk', ${staff.id}
      from generate_series(1, 5000) n`.execute(t.ctx.db);
    await sql`analyze movements`.execute(t.ctx.db);
    const newest = (await history(t, customer)).json()[0];
    const rows = await selectHistoryPage(t.ctx.db, customer.id, 50, {
      createdAt: new Date(newest.dateTime),
      id: newest._id,
    }).explain();
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).toContain("movements_user_history");
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("lists every route in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/transaction/initiate/{userId}",
        "/api/transaction/verify/{userId}",
        "/api/transaction/cancel/{userId}/{transactionId}",
        "/api/transaction/{userId}",
      ]),
    );
  });

  it("accepts Authorization: Bearer as well as the token header", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/transaction/${customer.id}?limit=1`,
      headers: { authorization: bearer(customer.token).token },
    });
    expect(response.statusCode).toBe(200);
  });
});
