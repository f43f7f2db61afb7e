import { codeIn } from "@larkspur/test-kit/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCode } from "../src/lib/secrets";
import { build, type TestApp } from "./support/build";
import { backdateCodes, mailTo, register, registration, waitForMail } from "./support/customers";
import { settleJobs } from "./support/jobs";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object });

describe("POST /api/auth/register", () => {
  it("creates an unverified customer with a server-made account number and e-mails a code", async () => {
    const body = registration({ email: "New.Customer@Example.COM", accountNumber: "900000000001" });
    const response = await post("/api/auth/register", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Verification email sent" });

    const user = await t.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "new.customer@example.com")
      .executeTakeFirstOrThrow();
    expect(user.account_number).toMatch(/^9\d{11}$/);
    expect(user.account_number).not.toBe("900000000001");
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await waitForMail(t, "new.customer@example.com");
    const code = codeIn(mail.text);
    expect(Number(code)).toBeGreaterThanOrEqual(100000);
    const stored = await t.ctx.db
      .selectFrom("verifications")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(code);
    expect(stored.secret_hash).toBe(hashCode(stored.id, code));
  });

  it.each([
    [{ password: "short" }, "Password should be at least 8 characters long"],
    [{ password: "x".repeat(129) }, "Password must be at most 128 characters"],
    [{ firstName: "" }, "First name is required"],
    [{ firstName: "A".repeat(51) }, "First name must be at most 50 characters"],
    [{ lastName: undefined }, "Last name is required"],
    [{ email: "not-an-email" }, "Enter a valid email address"],
    [{ phone: "12345" }, "Enter a phone number of 7 to 20 digits, spaces or + - ( )"],
    [{ phone: "555-CALL-NOW" }, "Enter a phone number of 7 to 20 digits, spaces or + - ( )"],
    [{ middleName: "M".repeat(51) }, "Middle name must be at most 50 characters"],
  ])("refuses %o with a clear message and creates nothing", async (change, message) => {
    const body = registration(change);
    const response = await post("/api/auth/register", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
    const users = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", String(body.email))
      .execute();
    expect(users).toHaveLength(0);
  });

  it("accepts a sign-up without a middle name", async () => {
    const response = await post("/api/auth/register", registration({ middleName: undefined }));
    expect(response.statusCode).toBe(201);
  });
});

describe("POST /api/auth/verify", () => {
  it("verifies with the e-mailed code sent as a number, once", async () => {
    const body = await register(t);
    const code = codeIn((await waitForMail(t, body.email)).text);
    const ok = await post("/api/auth/verify", { email: body.email, otp: Number(code) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Account verified" });
    const again = await post("/api/auth/verify", { email: body.email, otp: code });
    expect(again.statusCode).toBe(400);
  });

  it("does not let a code confirm another account", async () => {
    const first = await register(t);
    const second = await register(t);
    const code = codeIn((await waitForMail(t, first.email)).text);
    const response = await post("/api/auth/verify", { email: second.email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_code");
  });

  it("kills the code after 5 wrong tries, refusing even the right code after", async () => {
    const body = await register(t);
    const code = codeIn((await waitForMail(t, body.email)).text);
    const wrong = code === "123456" ? "654321" : "123456";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post("/api/auth/verify", { email: body.email, otp: wrong });
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(new Set(messages)).toEqual(
      new Set(["This code is not valid or has expired. Request a new code."]),
    );
    const right = await post("/api/auth/verify", { email: body.email, otp: code });
    expect(right.statusCode).toBe(400);
  });

  it("refuses an expired code", async () => {
    const body = await register(t);
    const code = codeIn((await waitForMail(t, body.email)).text);
    const user = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const response = await post("/api/auth/verify", { email: body.email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it("refuses malformed codes and unknown e-mails with 400", async () => {
    for (const payload of [
      { email: "nobody@example.com", otp: 123456 },
      { email: "nobody@example.com", otp: "12a456" },
      { email: "nobody@example.com", otp: 12345 },
      { email: "nobody@example.com" },
    ]) {
      const response = await post("/api/auth/verify", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
  });
});

describe("POST /api/auth/resend-code", () => {
  it("answers the same for unknown, unverified and verified accounts", async () => {
    const body = await register(t);
    const unknown = await post("/api/auth/resend-code", { email: "nobody.here@example.com" });
    const known = await post("/api/auth/resend-code", { email: body.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it("sends a fresh code that replaces the old one, at most once a minute", async () => {
    const body = await register(t);
    const firstCode = codeIn((await waitForMail(t, body.email)).text);
    await backdateCodes(t, body.email, 61_000);
    await post("/api/auth/resend-code", { email: body.email });
    const secondCode = codeIn((await waitForMail(t, body.email, 2)).text);
    await post("/api/auth/resend-code", { email: body.email });
    await settleJobs(t);
    expect(await mailTo(t, body.email)).toHaveLength(2);

    if (firstCode !== secondCode) {
      const old = await post("/api/auth/verify", { email: body.email, otp: firstCode });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await post("/api/auth/verify", { email: body.email, otp: secondCode });
    expect(fresh.statusCode).toBe(200);
  });

  it("stops after 10 codes a day", async () => {
    const body = await register(t);
    await waitForMail(t, body.email);
    for (let i = 0; i < 9; i++) {
      await backdateCodes(t, body.email, 3_600_000);
      await post("/api/auth/resend-code", { email: body.email });
      await waitForMail(t, body.email, i + 2);
    }
    await backdateCodes(t, body.email, 3_600_000);
    await post("/api/auth/resend-code", { email: body.email });
    await settleJobs(t);
    expect(await mailTo(t, body.email)).toHaveLength(10);
  });
});
