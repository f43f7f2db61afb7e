import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/lib/secrets";
import { findSessionUsers } from "../src/modules/auth/sessions.repo";
import { sessionLiveness } from "../src/modules/auth/sessions.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, fund, history, operator, quickCustomer, type Staff } from "./support/money";

/**
 * Requests that arrive together share one database read of their sessions (and first pages of history). Each must
 * still get exactly what its own token entitles it to, whoever else it was read with.
 */
describe("reads that arrive together", () => {
  let t: TestApp;
  let staff: Staff;
  let customers: Customer[];
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    customers = [];
    for (let index = 0; index < 12; index += 1) customers.push(await quickCustomer(t));
    for (const [index, customer] of customers.entries()) await fund(t, staff, customer, index + 1);
  });
  afterAll(() => t.close());

  const currentUser = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

  it("GET /api/user answers each token with its own customer and balance, and 401 for a dead token", async () => {
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(customers[11]!.token),
    });
    expect(logout.statusCode).toBe(200);
    const responses = await Promise.all([
      ...customers.map((customer) => currentUser(customer.token)),
      currentUser("not-a-live-token"),
      currentUser(customers[3]!.token),
    ]);
    for (const [index, customer] of customers.slice(0, 11).entries()) {
      expect(responses[index]!.statusCode).toBe(200);
      expect(responses[index]!.json()).toMatchObject({
        _id: customer.id,
        email: customer.email,
        balance: index + 1,
      });
    }
    expect(responses[11]!.statusCode).toBe(401);
    expect(responses[12]!.statusCode).toBe(401);
    expect(responses[13]!.json()).toMatchObject({ _id: customers[3]!.id, balance: 4 });
  });

  it("reads a request's user without the password's hash, alone or in a batch", async () => {
    const [first, second] = customers.map((customer) => hashToken(customer.token)) as [string, string];
    const live = sessionLiveness(t.ctx);
    const alone = await findSessionUsers(t.ctx.db, [first], live);
    const together = await findSessionUsers(t.ctx.db, [first, second], live);
    for (const users of [alone, together]) {
      expect(users.get(first)).toMatchObject({ id: customers[0]!.id, email: customers[0]!.email });
      expect(users.get(first)).not.toHaveProperty("password_hash");
    }
    expect(together.get(second)).toMatchObject({ id: customers[1]!.id });
    expect(together.get(second)).not.toHaveProperty("password_hash");
  });

  it("GET /api/transaction/{userId} gives each caller its own page, staff any, and refuses another's", async () => {
    const page = (caller: { token: string }, userId: string, query = "") =>
      t.app.inject({
        method: "GET",
        url: `/api/transaction/${userId}${query}`,
        headers: bearer(caller.token),
      });
    const [own, limited, staffView, someoneElse, deadToken, noSuchCustomer] = await Promise.all([
      history(t, customers[0]!),
      history(t, customers[1]!, "?limit=1"),
      page(staff, customers[2]!.id),
      page(customers[4]!, customers[5]!.id),
      page({ token: "not-a-live-token" }, customers[5]!.id),
      page(staff, "not-a-customer-id"),
    ]);
    expect(own!.statusCode).toBe(200);
    expect(own!.json()).toEqual([expect.objectContaining({ type: "Deposit", amount: 1 })]);
    expect(limited!.json()).toEqual([expect.objectContaining({ type: "Deposit", amount: 2 })]);
    expect(staffView!.json()).toEqual([expect.objectContaining({ type: "Deposit", amount: 3 })]);
    expect(someoneElse!.statusCode).toBe(403);
    expect(deadToken!.statusCode).toBe(401);
    expect(noSuchCustomer!.statusCode).toBe(404);
  });
});
