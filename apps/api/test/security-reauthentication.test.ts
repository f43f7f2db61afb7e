import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, signedInCustomer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { outboxMail } from "./support/money";
import { SoftwareAuthenticator } from "./support/passkey-authenticator";

const origin = "http://larkspur.test";
const clock = new HandClock();
const now = () => clock.now().getTime();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
});
afterAll(() => t.close());

const reauthenticationRequired = "reauthentication_required";

const call = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const reauthenticate = (token: string, payload: object) =>
  call("POST", "/api/security/reauthenticate", token, payload);

/** Past REAUTH_WINDOW_SECONDS (600) since the sign-in. */
const waitPastWindow = () => clock.advanceMs(601_000);

async function addPasskey(token: string, name: string) {
  const options = await call("POST", "/api/security/passkeys/options", token);
  if (options.statusCode !== 200) return options;
  return call("POST", "/api/security/passkeys", token, {
    name,
    response: new SoftwareAuthenticator(origin).register(options.json()),
  });
}

describe("changing second factors", () => {
  it("answers 403 reauthentication_required on every such route once the sign-in is older than REAUTH_WINDOW_SECONDS", async () => {
    const customer = await signedInCustomer(t);
    const { authenticator } = await enrolTotp(apiOf(t), customer.token, now);
    const added = await addPasskey(customer.token, "Desk key");
    expect(added.statusCode, added.body).toBe(201);
    waitPastWindow();

    const attempts = [
      call("POST", "/api/security/passkeys/options", customer.token),
      call("POST", "/api/security/passkeys", customer.token, {
        name: "Thief's key",
        response: {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "oA" },
          clientExtensionResults: {},
        },
      }),
      call("DELETE", `/api/security/passkeys/${added.json().id}`, customer.token),
      call("POST", "/api/security/totp", customer.token),
      call("POST", "/api/security/totp/confirm", customer.token, { code: "123456" }),
      call("DELETE", "/api/security/totp", customer.token, { code: authenticator.code(now()) }),
      call("POST", "/api/security/recovery-codes", customer.token),
      call("PUT", "/api/security/questions", customer.token, {
        items: [
          { question: "childhood_nickname", answer: "Rex" },
          { question: "first_job_city", answer: "Lisbon" },
          { question: "college_applied_to", answer: "Cambridge" },
        ],
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe(reauthenticationRequired);
    }
    const passkeys = await t.ctx.db
      .selectFrom("passkeys")
      .select("name")
      .where("user_id", "=", customer.id)
      .execute();
    expect(passkeys).toEqual([{ name: "Desk key" }]);

    expect((await reauthenticate(customer.token, { password: customer.password })).statusCode).toBe(204);
    const removed = await call("DELETE", `/api/security/passkeys/${added.json().id}`, customer.token);
    expect(removed.statusCode).toBe(204);
  });

  it("counts a sign-in as a proof, and a confirmed password or code opens the window again", async () => {
    const customer = await signedInCustomer(t);
    const { authenticator, recoveryCodes } = await enrolTotp(apiOf(t), customer.token, now);
    waitPastWindow();
    expect((await call("POST", "/api/security/recovery-codes", customer.token)).statusCode).toBe(403);

    const wrongCode = await reauthenticate(customer.token, { code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe("invalid_code");
    expect((await reauthenticate(customer.token, { code: authenticator.code(now()) })).statusCode).toBe(204);
    const renewed = await call("POST", "/api/security/recovery-codes", customer.token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    // The old codes are gone: a stolen sheet of them stops working.
    waitPastWindow();
    expect((await reauthenticate(customer.token, { code: recoveryCodes[0]! })).statusCode).toBe(400);
    expect((await reauthenticate(customer.token, { code: renewed.json().recoveryCodes[0] })).statusCode).toBe(
      204,
    );
  });

  it("counts wrong answers against the sign-in cool-down, so a stolen session cannot guess the password", async () => {
    const customer = await signedInCustomer(t);
    waitPastWindow();
    for (let guess = 0; guess < 10; guess++) {
      const wrong = await reauthenticate(customer.token, { password: `guess number ${guess}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: "wrong_password",
        message: "Your current password is not right.",
      });
    }
    const cooled = await reauthenticate(customer.token, { password: customer.password });
    expect(cooled.statusCode).toBe(429);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe("passkey mail", () => {
  it("tells the owner when a passkey is added or removed", async () => {
    const customer = await signedInCustomer(t);
    const added = await addPasskey(customer.token, "Tablet");
    expect(added.statusCode).toBe(201);
    const addedMail = await outboxMail(t, customer.email, "A passkey was added to your Larkspur account");
    expect(addedMail?.text).toContain("Tablet");
    expect(
      (await call("DELETE", `/api/security/passkeys/${added.json().id}`, customer.token)).statusCode,
    ).toBe(204);
    const removedMail = await outboxMail(
      t,
      customer.email,
      "A passkey was removed from your Larkspur account",
    );
    expect(removedMail?.text).toContain("Tablet");
  });
});
