import { Authenticator, enrolTotp } from "@larkspur/test-kit/authenticator";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, mailTo, signedInCustomer, staffMember, waitForMail } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { outboxMail } from "./support/money";

/** A clock the test moves by hand; the API reads the time of codes and sign-ins from it. */
const clock = new HandClock();
const now = () => clock.now().getTime();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

const overview = async (token: string) => (await call("GET", "/api/security", token)).json();

const passwordStep = (customer: Customer) =>
  call("POST", "/api/auth/login", undefined, { email: customer.email, password: customer.password });

async function mfaTokenOf(customer: Customer): Promise<string> {
  const response = await passwordStep(customer);
  expect(response.statusCode).toBe(200);
  return response.json().mfaToken;
}

const secondStep = (mfaToken: string, code: string) =>
  call("POST", "/api/auth/login/mfa", undefined, { mfaToken, code });

/** The code of the step `steps` away from now, computed from the secret as any authenticator app does. */
function codeAt(secret: string, steps: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: now() + steps * 30_000 });
}

async function customerWithTotp() {
  const customer = await signedInCustomer(t);
  const enrolled = await enrolTotp(apiOf(t), customer.token, now);
  return { ...customer, ...enrolled };
}

describe("setting up the authenticator app", () => {
  it("gives a secret and an otpauth URI (issuer Larkspur, the e-mail as label), pending until a code confirms it", async () => {
    const customer = await signedInCustomer(t);
    const setup = await call("POST", "/api/security/totp", customer.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Larkspur:${customer.email}`);
    expect(url.searchParams.get("issuer")).toBe("Larkspur");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(await overview(customer.token)).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    // Pending: signing in still needs only the password.
    expect((await passwordStep(customer)).json()).toHaveProperty("token");

    const wrong = await call("POST", "/api/security/totp/confirm", customer.token, {
      code: codeAt(secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("invalid_code");
    const confirmed = await call("POST", "/api/security/totp/confirm", customer.token, {
      code: codeAt(secret, 0),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await overview(customer.token)).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    // The owner is told, in case it was not them.
    expect(
      await outboxMail(t, customer.email, "2-Step Verification is on for your Larkspur account"),
    ).toBeDefined();

    const again = await call("POST", "/api/security/totp", customer.token);
    expect(again.statusCode).toBe(409);
  });

  it("refuses a confirmation before a setup, and a code that is not 6 digits", async () => {
    const customer = await signedInCustomer(t);
    const early = await call("POST", "/api/security/totp/confirm", customer.token, { code: "123456" });
    expect(early.statusCode).toBe(409);
    await call("POST", "/api/security/totp", customer.token);
    const letters = await call("POST", "/api/security/totp/confirm", customer.token, { code: "12ab56" });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe("Enter the 6-digit code from your authenticator app");
  });
});

describe("signing in with the authenticator app on", () => {
  it("asks for the second step after the right password, with no session until a computed code is given", async () => {
    const customer = await customerWithTotp();
    const sessionsBefore = await sessionsOf(customer.id);
    const first = await passwordStep(customer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ["totp"] });
    expect(await sessionsOf(customer.id)).toBe(sessionsBefore);

    const finished = await secondStep(first.json().mfaToken, customer.authenticator.code(now()));
    expect(finished.statusCode).toBe(200);
    expect(finished.json().others).toMatchObject({ _id: customer.id, email: customer.email });
    const me = await call("GET", "/api/user", finished.json().token);
    expect(me.statusCode).toBe(200);
    // The token finished its sign-in: it starts no second session.
    const reused = await secondStep(first.json().mfaToken, customer.authenticator.code(now()));
    expect(reused.statusCode).toBe(401);
  });

  it("accepts a code once: the same code cannot finish a second sign-in", async () => {
    const customer = await customerWithTotp();
    clock.advanceMs(90_000);
    const code = codeAt(customer.authenticator.secret, 0);
    expect((await secondStep(await mfaTokenOf(customer), code)).statusCode).toBe(200);
    const replay = await secondStep(await mfaTokenOf(customer), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe("invalid_code");
    // Nor an older step's code once a later one was used.
    expect(
      (await secondStep(await mfaTokenOf(customer), codeAt(customer.authenticator.secret, -1))).statusCode,
    ).toBe(400);
  });

  it("allows one step of drift either way, and no more", async () => {
    const customer = await customerWithTotp();
    const { secret } = customer.authenticator;
    clock.advanceMs(120_000);
    expect((await secondStep(await mfaTokenOf(customer), codeAt(secret, -2))).statusCode).toBe(400);
    expect((await secondStep(await mfaTokenOf(customer), codeAt(secret, 2))).statusCode).toBe(400);
    expect((await secondStep(await mfaTokenOf(customer), codeAt(secret, -1))).statusCode).toBe(200);
    expect((await secondStep(await mfaTokenOf(customer), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it("accepts each recovery code once, in any case and with or without its dash", async () => {
    const customer = await customerWithTotp();
    const [first, second] = customer.recoveryCodes as [string, string];
    expect((await secondStep(await mfaTokenOf(customer), first)).statusCode).toBe(200);
    const again = await secondStep(await mfaTokenOf(customer), first);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("That code is not right. 4 tries left.");
    const typed = second.replace("-", " ").toUpperCase();
    const finished = await secondStep(await mfaTokenOf(customer), typed);
    expect(finished.statusCode).toBe(200);
    expect(await overview(finished.json().token)).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it("lets the mfaToken live 5 minutes", async () => {
    const customer = await customerWithTotp();
    const mfaToken = await mfaTokenOf(customer);
    clock.advanceMs(5 * 60_000 + 1000);
    const late = await secondStep(mfaToken, customer.authenticator.code(now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      code: "invalid_token",
      message: "This sign-in has expired. Sign in again with your password.",
    });
    const fresh = await mfaTokenOf(customer);
    clock.advanceMs(4 * 60_000);
    expect((await secondStep(fresh, customer.authenticator.code(now()))).statusCode).toBe(200);
  });

  it("gives the mfaToken 5 tries, however many arrive at once", async () => {
    const customer = await customerWithTotp();
    const mfaToken = await mfaTokenOf(customer);
    const wrong = await Promise.all(Array.from({ length: 8 }, () => secondStep(mfaToken, "000000")));
    const statuses = wrong.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    const right = await secondStep(mfaToken, customer.authenticator.code(now()));
    expect(right.statusCode).toBe(401);
  });

  it("counts down the tries left", async () => {
    const customer = await customerWithTotp();
    const mfaToken = await mfaTokenOf(customer);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await secondStep(mfaToken, "000000")).json().message);
    expect(messages).toEqual([
      "That code is not right. 4 tries left.",
      "That code is not right. 3 tries left.",
      "That code is not right. 2 tries left.",
      "That code is not right. 1 try left.",
      "This sign-in has expired. Sign in again with your password.",
    ]);
  });

  it("keeps no finished or expired second steps once the next sign-in starts", async () => {
    const customer = await customerWithTotp();
    expect(
      (await secondStep(await mfaTokenOf(customer), customer.authenticator.code(now()))).statusCode,
    ).toBe(200);
    await mfaTokenOf(customer);
    clock.advanceMs(6 * 60_000);
    const live = await mfaTokenOf(customer);
    const rows = await t.ctx.db
      .selectFrom("mfa_challenges")
      .select("token_hash")
      .where("user_id", "=", customer.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await secondStep(live, customer.authenticator.code(now()))).statusCode).toBe(200);
  });

  it("refuses a made-up mfaToken", async () => {
    const response = await secondStep("not-a-token", "123456");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("invalid_token");
  });

  it("keeps the second factor through a password reset", async () => {
    const customer = await customerWithTotp();
    await call("POST", "/api/auth/forgotpassword", undefined, { email: customer.email });
    // The sign-up code, the new sign-in, 2-Step Verification turned on, then the reset link.
    const mail = await waitForMail(t, customer.email, 4);
    const resetMail =
      (await mailTo(t, customer.email)).find((sent) => sent.text.includes("/passwordreset/")) ?? mail;
    const resetToken = /\/passwordreset\/([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
    const reset = await t.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${resetToken}`,
      payload: { password: "a brand new passphrase" },
    });
    expect(reset.statusCode).toBe(200);
    const first = await call("POST", "/api/auth/login", undefined, {
      email: customer.email,
      password: "a brand new passphrase",
    });
    expect(first.json()).toMatchObject({ mfaRequired: true, methods: ["totp"] });
  });
});

describe("turning the authenticator app off", () => {
  it("needs a current code or the password; afterwards the password alone signs in", async () => {
    const customer = await customerWithTotp();
    const wrongCode = await call("DELETE", "/api/security/totp", customer.token, { code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    const wrongPassword = await call("DELETE", "/api/security/totp", customer.token, { password: "not it" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe("wrong_password");
    const nothing = await call("DELETE", "/api/security/totp", customer.token, {});
    expect(nothing.statusCode).toBe(400);
    expect(await overview(customer.token)).toMatchObject({ totp: true });

    const off = await call("DELETE", "/api/security/totp", customer.token, { password: customer.password });
    expect(off.statusCode).toBe(200);
    expect(await overview(customer.token)).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect(await outboxMail(t, customer.email, "2-Step Verification was turned off")).toBeDefined();
    expect((await passwordStep(customer)).json()).toHaveProperty("token");
    expect(
      (await call("DELETE", "/api/security/totp", customer.token, { password: customer.password }))
        .statusCode,
    ).toBe(409);
  });

  it("accepts a current code from the app", async () => {
    const customer = await customerWithTotp();
    expect(await outboxMail(t, customer.email, "2-Step Verification was turned off")).toBeUndefined();
    const off = await call("DELETE", "/api/security/totp", customer.token, {
      code: customer.authenticator.code(now()),
    });
    expect(off.statusCode).toBe(200);
    expect(await overview(customer.token)).toMatchObject({ totp: false });
  });
});

describe("secrets at rest", () => {
  it("keeps the TOTP secret and the recovery codes out of the database: a dump of every table holds neither", async () => {
    const customer = await customerWithTotp();
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.ctx.db);
    let dump = "";
    for (const { name } of rows) {
      const table = await sql<{
        row: unknown;
      }>`select row_to_json(x) as row from ${sql.table(name)} x`.execute(t.ctx.db);
      dump += JSON.stringify(table.rows);
    }
    expect(dump).toContain(customer.id);
    expect(dump).not.toContain(customer.authenticator.secret);
    for (const code of customer.recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace("-", ""));
    }
  });
});

describe("staff must enrol", () => {
  it("refuses the back office with mfa_enrolment_required until the authenticator app is set up", async () => {
    const admin = await staffMember(t, "admin");
    const email = `desk.${Date.now()}@example.com`;
    const created = await call("POST", "/api/admin/staff", admin.token, {
      email,
      firstName: "Nova",
      lastName: "Newcomer",
      role: "operator",
    });
    expect(created.statusCode).toBe(201);
    const invitation = await waitForMail(t, email);
    const resetToken = /\/set-password\/([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    const reset = await t.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${resetToken}`,
      payload: { password: "violet lanterns hum at dusk" },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await call("POST", "/api/auth/login", undefined, {
      email,
      password: "violet lanterns hum at dusk",
    });
    const { token } = signIn.json();
    const blocked = await call("GET", "/api/admin/transfers", token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: "mfa_enrolment_required",
      message:
        "Set up 2-Step Verification (an authenticator app or a passkey) before you use the back office.",
    });
    // What enrolment needs stays open.
    expect((await call("GET", "/api/user", token)).statusCode).toBe(200);
    expect((await call("GET", "/api/security", token)).statusCode).toBe(200);

    await enrolTotp(apiOf(t), token, now);
    expect((await call("GET", "/api/admin/transfers", token)).statusCode).toBe(200);
  });
});

describe("the authenticator of the test kit", () => {
  it("never gives the same step twice", () => {
    const authenticator = new Authenticator(new Secret({ size: 20 }).base32);
    const at = now();
    expect(authenticator.code(at)).not.toBe(authenticator.code(at));
  });
});

async function sessionsOf(userId: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
