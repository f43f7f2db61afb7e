import { randomUUID } from "node:crypto";
import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { codeIn } from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../src/modules/backoffice/staff.service";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, login, mailTo, waitForMail } from "./support/customers";
import { transferCode } from "./support/money";

/**
 * Drives a customer, an admin and an operator (each setting up the authenticator app and signing in with a recovery
 * code) through every flow that handles a secret, with the log at its most
 * verbose, then searches everything logged for each password, code, session token, reset token and
 * Idempotency-Key that went over the wire.
 */
let t: TestApp;
const logLines: string[] = [];
const secrets = new Map<string, string>();

function keep(label: string, value: string): string {
  secrets.set(label, value);
  return value;
}

beforeAll(async () => {
  t = await build({ LOG_LEVEL: "trace" }, { write: (line) => void logLines.push(line) });
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered;
}

/** A code is digits, so it counts only standing alone: a timestamp or a duration may contain the same six digits. */
const appearsIn = (log: string, secret: string) =>
  /^\d+$/.test(secret) ? new RegExp(`(?<![\\d.])${secret}(?![\\d.])`).test(log) : log.includes(secret);

const resetTokenIn = (text: string) => /\/passwordreset\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const invitationTokenIn = (text: string) => /\/set-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

async function customerJourney() {
  const email = `log.capture.${randomUUID().slice(0, 8)}@example.com`;
  const signupPassword = keep("sign-up password", "first secret passphrase");
  await expectStatus(
    call("POST", "/api/auth/register", {
      firstName: "Lena",
      lastName: "Logger",
      email,
      phone: "+1 555 010 0101",
      password: signupPassword,
    }),
    201,
  );
  const signupCode = keep("sign-up code", codeIn((await waitForMail(t, email)).text));
  await expectStatus(call("POST", "/api/auth/verify", { email, otp: Number(signupCode) }), 200);
  keep("first session token", (await login(t, email, signupPassword)).token);
  const wrongPassword = keep("wrong password", "guessed wrong passphrase");
  await expectStatus(call("POST", "/api/auth/login", { email, password: wrongPassword }), 401);

  await expectStatus(call("POST", "/api/auth/forgotpassword", { email }), 200);
  // The sign-up code, the new sign-in and the reset link.
  await waitForMail(t, email, 3);
  const resetMail = (await mailTo(t, email)).find((mail) => mail.text.includes("/passwordreset/"))!;
  const resetToken = keep("reset token", resetTokenIn(resetMail.text));
  await call("GET", `/passwordreset/${resetToken}`);
  await call("GET", `/reset-password/${resetToken}?from=mail`);
  const newPassword = keep("new password", "second secret passphrase");
  await expectStatus(call("PUT", `/api/auth/passwordreset/${resetToken}`, { password: newPassword }), 200);
  const session = await login(t, email, newPassword);
  return { email, id: session.others._id, token: keep("session token", session.token) };
}

async function staffJourney() {
  const adminPassword = keep("admin password", "head office secret passphrase");
  const adminEmail = `admin.${randomUUID().slice(0, 8)}@larkspur.test`;
  await createStaff(t.ctx, {
    email: adminEmail,
    role: "admin",
    firstName: "Ada",
    lastName: "Admin",
    password: adminPassword,
  });
  const firstAdminSession = keep("admin's first token", (await login(t, adminEmail, adminPassword)).token);
  const admin = await enrolAndSignInAgain(adminEmail, adminPassword, firstAdminSession, "admin");
  const operatorEmail = `operator.${randomUUID().slice(0, 8)}@larkspur.test`;
  await expectStatus(
    call(
      "POST",
      "/api/admin/staff",
      { email: operatorEmail, firstName: "Otto", lastName: "Operator", role: "operator" },
      bearer(admin),
    ),
    201,
  );
  const invitation = keep("invitation token", invitationTokenIn((await waitForMail(t, operatorEmail)).text));
  const operatorPassword = keep("operator password", "second desk secret passphrase");
  await expectStatus(
    call("PUT", `/api/auth/passwordreset/${invitation}`, { password: operatorPassword }),
    200,
  );
  const firstOperatorSession = keep(
    "operator's first token",
    (await login(t, operatorEmail, operatorPassword)).token,
  );
  const operator = await enrolAndSignInAgain(
    operatorEmail,
    operatorPassword,
    firstOperatorSession,
    "operator",
  );
  return { admin, operator };
}

/** Staff set up the authenticator app, then sign in with its code: its secret, recovery codes and mfaToken are secrets too. */
async function enrolAndSignInAgain(email: string, password: string, token: string, who: string) {
  const { authenticator, recoveryCodes } = await enrolTotp(apiOf(t), token);
  keep(`${who}'s authenticator secret`, authenticator.secret);
  for (const [index, code] of recoveryCodes.entries()) keep(`${who}'s recovery code ${index + 1}`, code);
  const first = await expectStatus(call("POST", "/api/auth/login", { email, password }), 200);
  const { mfaToken } = JSON.parse(first.body);
  keep(`${who}'s mfaToken`, mfaToken);
  const second = await expectStatus(
    call("POST", "/api/auth/login/mfa", { mfaToken, code: recoveryCodes[0] }),
    200,
  );
  return keep(`${who} token`, JSON.parse(second.body).token as string);
}

describe("the log at trace level", () => {
  it("holds no password, code, session token, reset token or Idempotency-Key", async () => {
    const customer = await customerJourney();
    const staff = await staffJourney();

    const depositKey = keep("deposit Idempotency-Key", randomUUID());
    await expectStatus(
      call(
        "POST",
        `/api/admin/customers/${customer.id}/deposits`,
        { amount: 500, description: "Opening deposit" },
        { ...bearer(staff.operator), "idempotency-key": depositKey },
      ),
      201,
    );
    const initiateKey = keep("initiate Idempotency-Key", randomUUID());
    const started = await expectStatus(
      call("POST", `/api/transaction/initiate/${customer.id}`, sampleTransfer({ amount: 40 }), {
        ...bearer(customer.token),
        "idempotency-key": initiateKey,
      }),
      200,
    );
    const { transactionId } = JSON.parse(started.body);
    const transferOtp = keep("transfer code", await transferCode(t, customer.email, transactionId));
    const verifyKey = keep("verify Idempotency-Key", randomUUID());
    await expectStatus(
      call(
        "POST",
        `/api/transaction/verify/${customer.id}`,
        { otp: Number(transferOtp), transactionId },
        { token: `Bearer ${customer.token}`, "idempotency-key": verifyKey },
      ),
      200,
    );
    await expectStatus(
      call("POST", `/api/admin/transfers/${transactionId}/approve`, {}, bearer(staff.operator)),
      200,
    );
    await expectStatus(
      call(
        "PUT",
        `/api/admin/customers/${customer.id}`,
        { transferDisabled: true, reason: "Routine review" },
        { authorization: `Bearer ${staff.admin}` },
      ),
      200,
    );
    await expectStatus(call("POST", "/api/auth/logout", {}, bearer(customer.token)), 200);
    await expectStatus(call("GET", "/api/user", undefined, bearer(customer.token)), 401);

    const log = logLines.join("");
    const leaked = [...secrets].filter(([, value]) => appearsIn(log, value));
    expect(leaked.map(([label]) => label)).toEqual([]);
    expect(log).toContain('"url":"/api/auth/passwordreset/[redacted]"');
    expect(log).toContain('"url":"/reset-password/[redacted]?from=mail"');
    expect(log).toContain("/api/transaction/verify/");
  });
});
