import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, staffMember } from "./support/customers";
import { type Customer, outboxMail, quickCustomer } from "./support/money";

let t: TestApp;
let admin: { id: string; token: string; email: string };
let operatorA: { id: string; token: string; email: string };
let operatorB: { id: string; token: string; email: string };

beforeAll(async () => {
  t = await build();
  admin = await staffMember(t, "admin");
  operatorA = await staffMember(t, "operator");
  operatorB = await staffMember(t, "operator");
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "PUT" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const editCustomer = (token: string, userId: string, payload: object) =>
  call(token, "PATCH", `/api/admin/customers/${userId}`, payload);

async function userRow(id: string) {
  return t.ctx.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function auditOf(subject: string) {
  const response = await call(admin.token, "GET", `/api/admin/audit?subject=${subject}`);
  return response.json().items as {
    action: string;
    actorId: string;
    actorEmail: string;
    before: unknown;
    after: unknown;
    reason: string;
  }[];
}

describe("PUT /api/user/{userId} is the owner's only", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await quickCustomer(t);
  });

  it.each([
    ["an operator", () => operatorA],
    ["an admin", () => admin],
  ])("refuses %s with 403 and changes nothing", async (_who, staff) => {
    const response = await call(staff().token, "PUT", `/api/user/${customer.id}`, {
      firstName: "Mallory",
      email: `mallory.${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
    const row = await userRow(customer.id);
    expect([row.first_name, row.email]).toEqual(["Quinn", customer.email]);
  });

  it("refuses staff their own profile too: their details are an admin's to change", async () => {
    const response = await call(operatorA.token, "PUT", `/api/user/${operatorA.id}`, { lastName: "Renamed" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/administrator/);
    expect((await userRow(operatorA.id)).last_name).toBe("Staff");
  });

  it("still lets the owner change their own profile", async () => {
    const response = await call(customer.token, "PUT", `/api/user/${customer.id}`, { occupation: "Pilot" });
    expect(response.statusCode).toBe(200);
    expect(response.json().occupation).toBe("Pilot");
  });
});

describe("PATCH /api/admin/customers/{userId}", () => {
  it("changes the name, phone and address, audits before and after with the reason, and tells the customer", async () => {
    const customer = await quickCustomer(t);
    const response = await editCustomer(operatorA.token, customer.id, {
      firstName: "Quincy",
      lastName: "Quick",
      phone: "+1 555 010 9999",
      address: "  1 Harbor Street  ",
      reason: "Customer called from the registered number",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Changes saved",
      customer: {
        id: customer.id,
        firstName: "Quincy",
        phone: "+1 555 010 9999",
        address: "1 Harbor Street",
      },
    });
    const row = await userRow(customer.id);
    expect([row.first_name, row.last_name, row.phone, row.address]).toEqual([
      "Quincy",
      "Quick",
      "+1 555 010 9999",
      "1 Harbor Street",
    ]);
    const [entry] = await auditOf(customer.id);
    expect(entry).toMatchObject({
      action: "customer.edit-details",
      actorId: operatorA.id,
      actorEmail: operatorA.email,
      reason: "Customer called from the registered number",
      // Only what changed: the last name was sent as it was.
      before: { firstName: "Quinn", phone: "+1 555 010 0000", address: "" },
      after: { firstName: "Quincy", phone: "+1 555 010 9999", address: "1 Harbor Street" },
    });
    const mail = await outboxMail(t, customer.email, "Your Larkspur details were changed");
    expect(mail?.text).toContain("first name, phone number and address");
    expect(mail?.text).not.toContain("registered number");
  });

  it("records nothing when every sent value is already stored", async () => {
    const customer = await quickCustomer(t);
    const response = await editCustomer(operatorA.token, customer.id, {
      firstName: "Quinn",
      reason: "Check",
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it.each([
    [{ email: "new@example.com", reason: "Asked by phone" }, /cannot change an email address/],
    [
      { email: "new@example.com", firstName: "Eve", reason: "Asked by phone" },
      /cannot change an email address/,
    ],
    [{ email: "new@example.com" }, /cannot change an email address/],
    [{ firstName: "Eve" }, /reason is required/],
    [{ firstName: "Eve", reason: "   " }, /reason is required/],
    [{ occupation: "Spy", reason: "Asked" }, /Send only/],
    [{ reason: "Nothing to say" }, /Say what to change/],
    [{ phone: "call me", reason: "Asked" }, /phone number/],
    [{ firstName: "", reason: "Asked" }, /First name is required/],
  ])("refuses %j with a clear 400 and changes nothing", async (payload, message) => {
    const customer = await quickCustomer(t);
    const response = await editCustomer(operatorA.token, customer.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_error",
      message: expect.stringMatching(message),
    });
    const row = await userRow(customer.id);
    expect([row.first_name, row.email]).toEqual(["Quinn", customer.email]);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it("lets no one change a staff member's details here, admins included", async () => {
    for (const [caller, target] of [
      [operatorA, operatorB],
      [operatorA, operatorA],
      [operatorA, admin],
      [admin, operatorB],
    ] as const) {
      const response = await editCustomer(caller.token, target.id, {
        lastName: "Renamed",
        reason: "Because",
      });
      expect(response.statusCode, `${caller.email} on ${target.email}`).toBe(403);
      expect(response.json().message).toMatch(/Only an administrator/);
    }
    expect((await userRow(operatorB.id)).last_name).toBe("Staff");
    expect((await userRow(admin.id)).last_name).toBe("Staff");
  });

  it("refuses customers (403) and answers 404 for no such customer", async () => {
    const customer = await quickCustomer(t);
    const other = await quickCustomer(t);
    const body = { firstName: "Mallory", reason: "Mine now" };
    expect((await editCustomer(customer.token, other.id, body)).statusCode).toBe(403);
    expect((await editCustomer(customer.token, customer.id, body)).statusCode).toBe(403);
    expect((await editCustomer(operatorA.token, randomUUID(), body)).statusCode).toBe(404);
    expect((await editCustomer(operatorA.token, "not-an-id", body)).statusCode).toBe(404);
    expect((await userRow(other.id)).first_name).toBe("Quinn");
  });
});

describe("PATCH /api/admin/staff/{userId}", () => {
  it("lets an admin correct a staff member's name, audited", async () => {
    const staff = await staffMember(t, "operator");
    const response = await call(admin.token, "PATCH", `/api/admin/staff/${staff.id}`, {
      lastName: "Stafford",
      reason: "Name changed on marriage",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: staff.id, firstName: "Sam", lastName: "Stafford" });
    const [entry] = await auditOf(staff.id);
    expect(entry).toMatchObject({
      action: "staff.edit-details",
      actorId: admin.id,
      before: { lastName: "Staff" },
      after: { lastName: "Stafford" },
      reason: "Name changed on marriage",
    });
  });

  it("refuses operators, an e-mail change and customers' ids", async () => {
    const staff = await staffMember(t, "operator");
    const byOperator = await call(operatorA.token, "PATCH", `/api/admin/staff/${staff.id}`, {
      lastName: "Mine",
      reason: "x",
    });
    expect(byOperator.statusCode).toBe(403);
    const ownByOperator = await call(operatorA.token, "PATCH", `/api/admin/staff/${operatorA.id}`, {
      lastName: "Mine",
      reason: "x",
    });
    expect(ownByOperator.statusCode).toBe(403);
    const email = await call(admin.token, "PATCH", `/api/admin/staff/${staff.id}`, {
      email: "elsewhere@example.com",
      reason: "x",
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toMatch(/cannot change an email address/);
    const customer = await quickCustomer(t);
    const onCustomer = await call(admin.token, "PATCH", `/api/admin/staff/${customer.id}`, {
      lastName: "X",
      reason: "x",
    });
    expect(onCustomer.statusCode).toBe(404);
    const row = await userRow(staff.id);
    expect([row.last_name, row.email]).toEqual(["Staff", staff.email]);
    expect((await userRow(operatorA.id)).last_name).toBe("Staff");
  });
});

describe("the audit log", () => {
  it("keeps the actor's e-mail as it was when they acted", async () => {
    const staff = await staffMember(t, "operator");
    const customer = await quickCustomer(t);
    const edited = await editCustomer(staff.token, customer.id, { address: "2 Pier Road", reason: "Moved" });
    expect(edited.statusCode).toBe(200);
    const laterEmail = `renamed.${staff.email}`;
    await t.ctx.db.updateTable("users").set({ email: laterEmail }).where("id", "=", staff.id).execute();
    await editCustomer(staff.token, customer.id, { address: "3 Pier Road", reason: "Moved again" });
    const entries = await auditOf(customer.id);
    expect(entries.map((entry) => entry.actorEmail)).toEqual([laterEmail, staff.email]);
  });
});
