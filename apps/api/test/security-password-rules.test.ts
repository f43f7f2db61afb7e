import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../src/modules/backoffice/staff.service";
import { build, type TestApp } from "./support/build";
import { registration, resetToken, signedInCustomer, uniqueEmail } from "./support/customers";

const tooCommon = {
  message: "This password is too common. Choose a longer or less predictable one.",
  code: "weak_password",
};

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const accountsFor = (email: string) =>
  t.ctx.db.selectFrom("users").select("id").where("email", "=", email.toLowerCase()).execute();

describe("sign-up passwords", () => {
  it.each([
    ["one of the most common", { password: "iloveyou" }],
    ["a common one in capitals", { password: "PASSWORD123" }],
    ["another common one", { password: "qwertyuiop" }],
    ["a common one with digits and a symbol added", { password: "Password123!" }],
    ["a season and a year", { password: "Summer2024!" }],
    ["a greeting and a year", { password: "Welcome2024!" }],
    ["a common one with letters swapped for digits and symbols", { password: "P@ssw0rd2024" }],
    ["one holding the last name", { lastName: "Lovelace", password: "lovelace-1843!" }],
    ["one holding the first name", { firstName: "Grace", password: "Amazing GRACE 1906" }],
    ["one holding the e-mail's local part", { email: "ada.byron@example.com", password: "my ada.byron key" }],
  ])("refuses %s with 400 and creates nothing", async (_label, change) => {
    const body = registration({ email: uniqueEmail(), ...change });
    const response = await post("/api/auth/register", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooCommon);
    expect(await accountsFor(String(body.email))).toHaveLength(0);
  });

  it("lets a short name stand inside a password", async () => {
    const body = registration({ firstName: "Al", lastName: "Wu", password: "totally quiet wuthering" });
    expect((await post("/api/auth/register", body)).statusCode).toBe(201);
  });

  it("answers a registered address with a common password as any other, before looking it up", async () => {
    const owner = await signedInCustomer(t);
    const response = await post(
      "/api/auth/register",
      registration({ email: owner.email, password: "sunshine" }),
    );
    expect(response.json()).toEqual(tooCommon);
  });
});

describe("reset passwords", () => {
  it("refuses a common password or one holding the name, and the link still works after", async () => {
    const customer = await signedInCustomer(t, { lastName: "Hopper" });
    await post("/api/auth/forgotpassword", { email: customer.email });
    const token = await resetToken(t, customer.email);
    const reset = (password: string) =>
      t.app.inject({ method: "PUT", url: `/api/auth/passwordreset/${token}`, payload: { password } });

    for (const password of ["password1", "Trustno1", "grace HOPPER 1906"]) {
      const refused = await reset(password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toEqual(tooCommon);
    }
    expect((await reset("a quiet winter harbour")).statusCode).toBe(200);
  });
});

describe("staff passwords", () => {
  it("are held to the same rule", async () => {
    const staff = {
      email: uniqueEmail("staff"),
      firstName: "Olive",
      lastName: "Operator",
      role: "operator" as const,
    };
    for (const password of ["football", "olive operator"]) {
      await expect(createStaff(t.ctx, { ...staff, password })).rejects.toMatchObject(tooCommon);
    }
    expect(await accountsFor(staff.email)).toHaveLength(0);
  });
});
