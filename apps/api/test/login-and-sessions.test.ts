import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import {
  backdateCodes,
  bearer,
  login,
  mailTo,
  register,
  signedInCustomer,
  waitForMail,
} from "./support/customers";

let t: TestApp;
beforeAll(async () => {
  t = await build({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });
const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/user", headers });

describe("POST /api/auth/login", () => {
  it("signs in by e-mail and by account number with the current user in `others`", async () => {
    const customer = await signedInCustomer(t);
    const byEmail = await post("/api/auth/login", {
      email: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(byEmail.statusCode).toBe(200);
    const { token, others } = byEmail.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(others).toEqual({
      _id: customer.id,
      firstName: "Ada",
      middleName: "King",
      lastName: "Lovelace",
      email: customer.email,
      phone: "+1 (555) 010-0000",
      address: "",
      occupation: "",
      picture: null,
      accountNumber: customer.accountNumber,
      balance: 0,
      balances: [{ currency: "USD", available: 0, balance: 0, held: 0 }],
      transferDisabled: false,
      role: "customer",
      language: "en-US",
      timeZone: "America/Guatemala",
      accountStatus: "active",
      holdReason: null,
      emailPreferences: { moneyIn: true, moneyOut: true, requests: true },
    });
    const byNumber = await post("/api/auth/login", {
      accountNumber: customer.accountNumber,
      password: customer.password,
    });
    expect(byNumber.statusCode).toBe(200);
    const asNumber = await post("/api/auth/login", {
      accountNumber: Number(customer.accountNumber),
      password: customer.password,
    });
    expect(asNumber.statusCode).toBe(200);
  });

  it("answers unknown accounts and wrong passwords alike", async () => {
    const customer = await signedInCustomer(t);
    const wrongPassword = await post("/api/auth/login", {
      email: customer.email,
      password: "not the password",
    });
    const unknown = await post("/api/auth/login", {
      email: "nobody.at.all@example.com",
      password: "not the password",
    });
    const unknownNumber = await post("/api/auth/login", {
      accountNumber: "912345678901",
      password: "whatever1",
    });
    for (const response of [wrongPassword, unknown, unknownNumber]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Wrong credentials", code: "wrong_credentials" });
    }
  });

  it("refuses an unverified account with 403 `unverified` and sends a fresh code", async () => {
    const body = await register(t);
    await waitForMail(t, body.email);
    await backdateCodes(t, body.email, 120_000);
    const response = await post("/api/auth/login", { email: body.email, password: body.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("unverified");
    expect(response.json().message).toMatch(/verify/);
    await waitForMail(t, body.email, 2);
  });

  it("says no new code was sent when the sign-up code went out less than a minute ago", async () => {
    const body = await register(t);
    await waitForMail(t, body.email);
    const response = await post("/api/auth/login", { email: body.email, password: body.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "unverified",
      message: "Please verify your email address with the code we sent to your inbox.",
    });
  });

  it("refuses a disabled account with 'Account disabled'", async () => {
    const customer = await signedInCustomer(t);
    await t.ctx.db.updateTable("users").set({ status: "disabled" }).where("id", "=", customer.id).execute();
    const response = await post("/api/auth/login", { email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Account disabled", code: "account_disabled" });
    expect((await getUser(bearer(customer.token))).statusCode).toBe(401);
  });

  it("cools an account down after the configured failures in a row, even for the right password", async () => {
    const customer = await signedInCustomer(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post("/api/auth/login", { email: customer.email, password: "wrong-password" })).statusCode,
      ).toBe(401);
    }
    const locked = await post("/api/auth/login", { email: customer.email, password: customer.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("rate_limited");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("cools down unknown identifiers the same way, so a lock reveals nothing", async () => {
    for (let i = 0; i < 3; i++)
      await post("/api/auth/login", { email: "ghost@example.com", password: "wrong-password" });
    const locked = await post("/api/auth/login", { email: "ghost@example.com", password: "wrong-password" });
    expect(locked.statusCode).toBe(429);
  });

  it("resets the failure count after a success", async () => {
    const customer = await signedInCustomer(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        await post("/api/auth/login", { email: customer.email, password: "wrong-password" });
      expect(
        (await post("/api/auth/login", { email: customer.email, password: customer.password })).statusCode,
      ).toBe(200);
    }
  });

  it("refuses malformed bodies with 400", async () => {
    for (const payload of [
      {},
      { email: "a@b.co" },
      { password: "x" },
      { accountNumber: "12", password: "x" },
      [],
    ]) {
      const response = await post("/api/auth/login", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("validation_error");
    }
  });
});

describe("sessions", () => {
  it("stores only a SHA-256 hash of a 256-bit token", async () => {
    const customer = await signedInCustomer(t);
    const rows = await t.ctx.db
      .selectFrom("sessions")
      .select("token_hash")
      .where("user_id", "=", customer.id)
      .execute();
    expect(rows.map((row) => row.token_hash)).toEqual([
      createHash("sha256").update(customer.token).digest("hex"),
    ]);
    expect(Buffer.from(customer.token, "base64url")).toHaveLength(32);
  });

  it("accepts the token in `token` or `Authorization`, and explains a missing or bad one", async () => {
    const customer = await signedInCustomer(t);
    expect((await getUser({ token: `Bearer ${customer.token}` })).statusCode).toBe(200);
    expect((await getUser({ authorization: `Bearer ${customer.token}` })).statusCode).toBe(200);
    const missing = await getUser({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: "You are not authenticated!", code: "unauthenticated" });
    const bad = await getUser({ token: "Bearer not-a-real-token" });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: "Token is not valid!", code: "invalid_token" });
  });

  it("refuses an expired session", async () => {
    const customer = await signedInCustomer(t);
    await t.ctx.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", customer.id)
      .execute();
    expect((await getUser(bearer(customer.token))).json().message).toBe("Token is not valid!");
  });

  it("logout revokes only the caller's token", async () => {
    const customer = await signedInCustomer(t);
    const other = await login(t, customer.email, customer.password);
    const response = await post("/api/auth/logout", {}, bearer(customer.token));
    expect(response.statusCode).toBe(200);
    expect((await getUser(bearer(customer.token))).statusCode).toBe(401);
    expect((await getUser(bearer(other.token))).statusCode).toBe(200);
    expect((await post("/api/auth/logout", {}, {})).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  /** The reset link, once `count` mails have come (a signed-in customer's first two: the code, the new sign-in). */
  const resetLink = async (email: string, count = 1) => {
    await waitForMail(t, email, count);
    const links = (await mailTo(t, email)).map((mail) =>
      /http:\/\/larkspur\.test\/passwordreset\/([A-Za-z0-9_-]+)/.exec(mail.text),
    );
    const match = links.find(Boolean);
    if (!match) throw new Error("no reset link");
    return match[1]!;
  };
  const reset = (token: string, password: string) =>
    t.app.inject({ method: "PUT", url: `/api/auth/passwordreset/${token}`, payload: { password } });

  it("always answers 'Email sent' and mails a link only to a real account", async () => {
    const customer = await signedInCustomer(t);
    const known = await post("/api/auth/forgotpassword", { email: customer.email });
    const unknown = await post("/api/auth/forgotpassword", { email: "no.such.person@example.com" });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("Email sent");
    }
    await resetLink(customer.email, 3);
    expect(await mailTo(t, "no.such.person@example.com")).toHaveLength(0);
  });

  it("sets a new password once, signs out every session, and the old password stops working", async () => {
    const customer = await signedInCustomer(t);
    await post("/api/auth/forgotpassword", { email: customer.email });
    const token = await resetLink(customer.email, 3);
    const stored = await t.ctx.db
      .selectFrom("verifications")
      .select("secret_hash")
      .where("purpose", "=", "password_reset")
      .execute();
    expect(stored.map((row) => row.secret_hash)).toContain(createHash("sha256").update(token).digest("hex"));

    expect((await reset(token, "short")).json().message).toBe(
      "Password should be at least 8 characters long",
    );
    const ok = await reset(token, "a brand new passphrase");
    expect(ok.statusCode).toBe(200);
    expect((await getUser(bearer(customer.token))).statusCode).toBe(401);
    expect(
      (await post("/api/auth/login", { email: customer.email, password: customer.password })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/login", { email: customer.email, password: "a brand new passphrase" }))
        .statusCode,
    ).toBe(200);

    const reused = await reset(token, "yet another passphrase");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("invalid_link");
  });

  it("refuses an expired or made-up link with 400", async () => {
    const customer = await signedInCustomer(t);
    await post("/api/auth/forgotpassword", { email: customer.email });
    const token = await resetLink(customer.email, 3);
    await t.ctx.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "password_reset")
      .execute();
    expect((await reset(token, "a brand new passphrase")).statusCode).toBe(400);
    expect((await reset("made-up-token", "a brand new passphrase")).statusCode).toBe(400);
  });
});
