import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, login, signedInCustomer } from "./support/customers";
import { settleJobs } from "./support/jobs";
import { type Customer, operator, outboxMail } from "./support/money";

// Every Argon2 verification the API makes is counted; the hashing itself stays real.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const MAX_FAILURES = 5;
const changedSubject = "Your Larkspur password was changed";

let t: TestApp;
beforeAll(async () => {
  t = await build({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
});
afterAll(() => t.close());

const change = (customer: Customer, body: object, token = customer.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/user/${customer.id}/password`,
    headers: bearer(token),
    payload: body,
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("POST /api/user/{userId}/password", () => {
  it("changes the password, ends the other sessions, keeps this one and e-mails the owner", async () => {
    const customer = await signedInCustomer(t);
    const elsewhere = await login(t, customer.email, customer.password);
    const newPassword = "a fresh quiet meadow";
    const response = await change(customer, { currentPassword: customer.password, newPassword });
    expect(response.statusCode).toBe(200);

    const ended = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(elsewhere.token) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe("Token is not valid!");
    const kept = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });
    expect(kept.statusCode).toBe(200);

    expect((await signIn(customer.email, customer.password)).statusCode).toBe(401);
    expect((await signIn(customer.email, newPassword)).statusCode).toBe(200);
    const mail = await outboxMail(t, customer.email, changedSubject);
    expect(mail?.text).not.toContain(newPassword);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const customer = await signedInCustomer(t);
    const response = await change(customer, {
      currentPassword: "not my password",
      newPassword: "a fresh quiet meadow",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Your current password is not right.",
      code: "wrong_password",
    });
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
    expect(await outboxMail(t, customer.email, changedSubject)).toBeUndefined();
  });

  it.each([
    ["too short", "short1", "Password should be at least 8 characters long"],
    ["common", "password123", "This password is too common. Choose a longer or less predictable one."],
    [
      "holding the last name",
      "lovelace forever",
      "This password is too common. Choose a longer or less predictable one.",
    ],
  ])("applies the password rules to the new password (%s)", async (_name, newPassword, message) => {
    const customer = await signedInCustomer(t);
    const response = await change(customer, { currentPassword: customer.password, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
  });

  it("counts wrong current passwords against the sign-in cool-down: parallel guesses reach Argon2 at most the limit", async () => {
    const customer = await signedInCustomer(t);
    const verify = vi.mocked(argon2.verify);
    const before = verify.mock.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        change(customer, { currentPassword: `guess number ${i}`, newPassword: "a fresh quiet meadow" }),
      ),
    );
    const checks = verify.mock.calls.length - before;
    const statuses = answers.map((answer) => answer.statusCode);
    expect(checks).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((status) => status === 400)).toHaveLength(checks);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - checks);

    // The cool-down is the account's: the right current password and signing in both wait too.
    const right = await change(customer, {
      currentPassword: customer.password,
      newPassword: "a fresh quiet meadow",
    });
    expect(right.statusCode).toBe(429);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(429);
  });

  it("lets only the owner change it: another customer and staff get 403", async () => {
    const customer = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const staff = await operator(t);
    const body = { currentPassword: customer.password, newPassword: "a fresh quiet meadow" };
    expect((await change(customer, body, other.token)).statusCode).toBe(403);
    expect((await change(customer, body, staff.token)).statusCode).toBe(403);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  it("e-mails the owner that the password was changed", async () => {
    const customer = await signedInCustomer(t);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgotpassword",
      payload: { email: customer.email },
    });
    await settleJobs(t);
    const link = await outboxMail(t, customer.email, "Reset your Larkspur password");
    const token = /passwordreset\/(\S+)/.exec(link!.text)![1]!;
    const reset = await t.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${token}`,
      payload: { password: "a fresh quiet meadow" },
    });
    expect(reset.statusCode).toBe(200);
    expect(await outboxMail(t, customer.email, changedSubject)).toBeDefined();
  });
});
