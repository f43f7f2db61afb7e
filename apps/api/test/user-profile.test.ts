import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const put = (userId: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/user/${userId}`, headers: bearer(token), payload });
const me = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).json();

describe("PUT /api/user/{userId}", () => {
  it("updates the listed fields and answers the updated user", async () => {
    const customer = await signedInCustomer(t);
    const response = await put(customer.id, customer.token, {
      firstName: "  Grace ",
      middleName: "",
      lastName: "Hopper",
      phone: "+44 20 7946 0000",
      occupation: "Engineer",
      address: "1 Navy Way, Arlington",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: customer.id,
      firstName: "Grace",
      middleName: "",
      lastName: "Hopper",
      phone: "+44 20 7946 0000",
      occupation: "Engineer",
      address: "1 Navy Way, Arlington",
    });
    expect(await me(customer.token)).toMatchObject({ firstName: "Grace", occupation: "Engineer" });
  });

  it("ignores every field outside the list", async () => {
    const customer = await signedInCustomer(t);
    const before = await me(customer.token);
    const response = await put(customer.id, customer.token, {
      balance: 1_000_000,
      accountNumber: "911111111111",
      transferDisabled: true,
      role: "admin",
      status: "disabled",
      password: "hijacked-password",
      _id: "someone-else",
      email_verified_at: null,
      firstName: "Still Ada",
    });
    expect(response.statusCode).toBe(200);
    expect(await me(customer.token)).toEqual({ ...before, firstName: "Still Ada" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 403 for another customer's id and changes nothing", async () => {
    const alice = await signedInCustomer(t);
    const bob = await signedInCustomer(t);
    const response = await put(bob.id, alice.token, { firstName: "Mallory" });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
    expect((await me(bob.token)).firstName).toBe("Ada");
  });

  it("answers 403 to staff too: they correct a customer only through the audited back office", async () => {
    const staff = await signedInCustomer(t);
    await t.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", staff.id).execute();
    const customer = await signedInCustomer(t);
    const response = await put(customer.id, staff.token, { occupation: "Pilot" });
    expect(response.statusCode).toBe(403);
    expect((await me(customer.token)).occupation).toBe("");
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: "L".repeat(51) }, "Last name must be at most 50 characters"],
    [{ email: "nope" }, "Enter a valid email address"],
    [{ phone: "call me" }, "Enter a phone number of 7 to 20 digits, spaces or + - ( )"],
    [{ address: "A".repeat(201) }, "Address must be at most 200 characters"],
    [{ occupation: 42 }, "Occupation must be text"],
  ])("refuses %o with 400 and changes nothing", async (payload, message) => {
    const customer = await signedInCustomer(t);
    const before = await me(customer.token);
    const response = await put(customer.id, customer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
    expect(await me(customer.token)).toEqual(before);
  });

  it("needs a valid token", async () => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/user/${customer.id}`,
      payload: { firstName: "X" },
    });
    expect(response.statusCode).toBe(401);
  });
});
