import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { apiOf, resetToken, signedInCustomer } from "./support/customers";
import { HandClock } from "./support/hand-clock";

const clock = new HandClock();
const now = () => clock.now().getTime();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
});
afterAll(() => t.close());

const tooManyWrongCodes = {
  code: "too_many_wrong_codes",
  message: "Too many wrong codes. Try again in an hour, or reset your password.",
};
const lockMail = "Someone entered wrong codes for your account";

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

async function customerWithTotp() {
  const customer = await signedInCustomer(t);
  const enrolled = await enrolTotp(apiOf(t), customer.token, now);
  return { ...customer, ...enrolled };
}
type Enrolled = Awaited<ReturnType<typeof customerWithTotp>>;

async function mfaTokenOf(customer: Enrolled, password = customer.password): Promise<string> {
  const response = await post("/api/auth/login", { email: customer.email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().mfaToken;
}

const secondStep = (mfaToken: string, code: string) => post("/api/auth/login/mfa", { mfaToken, code });

/** A code the app does not show now or one step either side: every digit of the current one moved on by 5. */
function wrongCode(customer: Enrolled): string {
  const current = new TOTP({ secret: Secret.fromBase32(customer.authenticator.secret) }).generate({
    timestamp: now(),
  });
  return current.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10));
}

/** `count` wrong codes, five per sign-in (as many as one allows), one after another. */
async function enterWrongCodes(customer: Enrolled, count: number) {
  const statuses: number[] = [];
  while (statuses.length < count) {
    const mfaToken = await mfaTokenOf(customer);
    for (let tried = 0; tried < 5 && statuses.length < count; tried++) {
      statuses.push((await secondStep(mfaToken, wrongCode(customer))).statusCode);
    }
  }
  return statuses;
}

/** How many lock e-mails the customer has been sent. */
async function lockMails(email: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from pgboss.job
    where name = 'mail' and data->>'to' = ${email.toLowerCase()} and data->>'subject' = ${lockMail}`.execute(
    t.ctx.db,
  );
  return Number(rows[0]!.count);
}

describe("wrong second-step codes across sign-ins", () => {
  it("refuses every code, the right one too, for an hour once MFA_MAX_FAILURES (10) wrong ones were entered, however many sign-ins they took", async () => {
    const customer = await customerWithTotp();
    // Today's rule alone: each sign-in would give 5 fresh tries, and a right password would clear the count.
    const statuses = await enterWrongCodes(customer, 10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    expect(await lockMails(customer.email)).toBe(1);

    const right = await secondStep(await mfaTokenOf(customer), customer.authenticator.code(now()));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooManyWrongCodes);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(59 * 60);
    const recovery = await secondStep(await mfaTokenOf(customer), customer.recoveryCodes[0]!);
    expect(recovery.json()).toEqual(tooManyWrongCodes);

    clock.advance(61);
    const later = await secondStep(await mfaTokenOf(customer), customer.authenticator.code(now()));
    expect(later.statusCode, later.body).toBe(200);
  });

  it("counts wrong recovery codes with the app's, and 9 wrong ones leave the right code working", async () => {
    const customer = await customerWithTotp();
    const mfaToken = await mfaTokenOf(customer);
    for (let tried = 0; tried < 4; tried++) {
      expect((await secondStep(mfaToken, "aaaa-bbbb-cccc")).statusCode).toBe(400);
    }
    expect(await enterWrongCodes(customer, 5)).not.toContain(429);
    const ninth = await secondStep(await mfaTokenOf(customer), customer.authenticator.code(now()));
    expect(ninth.statusCode, ninth.body).toBe(200);
    expect(await lockMails(customer.email)).toBe(0);
    // The right code did not count: one more wrong one is the tenth, which locks.
    await enterWrongCodes(customer, 1);
    expect((await secondStep(await mfaTokenOf(customer), customer.authenticator.code(now()))).json()).toEqual(
      tooManyWrongCodes,
    );
  });

  it("checks at most 10 of 20 codes sent at once over four sign-ins, counting each in one statement", async () => {
    const customer = await customerWithTotp();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => mfaTokenOf(customer)));
    const answers = await Promise.all(
      tokens.flatMap((mfaToken) => [1, 2, 3, 4, 5].map(() => secondStep(mfaToken, wrongCode(customer)))),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expect(answer.json()).toEqual(tooManyWrongCodes);
    expect(await lockMails(customer.email)).toBe(1);
  });

  it("opens again for the owner who resets the password", async () => {
    const customer = await customerWithTotp();
    await enterWrongCodes(customer, 10);
    await post("/api/auth/forgotpassword", { email: customer.email });
    const token = await resetToken(t, customer.email);
    const newPassword = "a quiet new lantern";
    const reset = await t.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${token}`,
      payload: { password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await secondStep(
      await mfaTokenOf(customer, newPassword),
      customer.authenticator.code(now()),
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
