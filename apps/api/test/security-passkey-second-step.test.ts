import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../src/modules/backoffice/staff.service";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer, uniqueEmail } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { SoftwareAuthenticator } from "./support/passkey-authenticator";

const origin = "http://larkspur.test";
const clock = new HandClock();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
});
afterAll(() => t.close());

type Options = { challenge: string; user: { id: string }; allowCredentials?: { id: string }[] };

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

async function addPasskey(token: string) {
  const authenticator = new SoftwareAuthenticator(origin);
  const options = (await post("/api/security/passkeys/options", undefined, token)).json() as Options;
  const added = await post(
    "/api/security/passkeys",
    { name: "Work laptop", response: authenticator.register(options) },
    token,
  );
  expect(added.statusCode).toBe(201);
  return authenticator;
}

async function passwordStep(email: string, password: string) {
  const response = await post("/api/auth/login", { email, password });
  expect(response.statusCode).toBe(200);
  return response.json() as { mfaRequired?: true; mfaToken: string; methods: string[]; token?: string };
}

async function secondStepOptions(mfaToken: string) {
  const response = await post("/api/auth/login/mfa/passkey/options", { mfaToken });
  expect(response.statusCode).toBe(200);
  return response.json() as Options;
}

const finish = (mfaToken: string, response: object) => post("/api/auth/login/mfa", { mfaToken, response });

describe("a passkey as the second step after the password", () => {
  it("is offered to a customer with a passkey, and finishes the sign-in with { token, others }", async () => {
    const customer = await signedInCustomer(t);
    const authenticator = await addPasskey(customer.token);
    const step = await passwordStep(customer.email, customer.password);
    expect(step).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ["passkey"] });
    expect(step).not.toHaveProperty("token");
    const options = await secondStepOptions(step.mfaToken);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
      authenticator.credentialId,
    ]);
    // A security key without a PIN does for a second step: the password was the first.
    const response = await finish(step.mfaToken, authenticator.assert(options, { userVerified: false }));
    expect(response.statusCode).toBe(200);
    const { token, others } = response.json();
    expect(others.email).toBe(customer.email);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).statusCode).toBe(
      200,
    );
    // The sign-in is finished: its token gives no more options and starts no second session.
    expect((await post("/api/auth/login/mfa/passkey/options", { mfaToken: step.mfaToken })).statusCode).toBe(
      401,
    );
    expect((await finish(step.mfaToken, authenticator.assert(options))).statusCode).toBe(401);
  });

  it("refuses an answer made for another pending sign-in, or by another customer's passkey", async () => {
    const customer = await signedInCustomer(t);
    const authenticator = await addPasskey(customer.token);
    const first = await passwordStep(customer.email, customer.password);
    const second = await passwordStep(customer.email, customer.password);
    const boundToFirst = authenticator.assert(await secondStepOptions(first.mfaToken));
    const crossed = await finish(second.mfaToken, boundToFirst);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe("wrong_credentials");

    const stranger = await signedInCustomer(t);
    const strangerKey = await addPasskey(stranger.token);
    const foreign = await finish(
      second.mfaToken,
      strangerKey.assert(await secondStepOptions(second.mfaToken)),
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().code).toBe("wrong_credentials");

    expect(
      (await finish(second.mfaToken, authenticator.assert(await secondStepOptions(second.mfaToken))))
        .statusCode,
    ).toBe(200);
  });

  it("gives no options once the pending sign-in has expired", async () => {
    const customer = await signedInCustomer(t);
    await addPasskey(customer.token);
    const step = await passwordStep(customer.email, customer.password);
    clock.advance(5);
    const late = await post("/api/auth/login/mfa/passkey/options", { mfaToken: step.mfaToken });
    expect(late.statusCode).toBe(401);
    expect((await post("/api/auth/login/mfa/passkey/options", { mfaToken: "made-up" })).statusCode).toBe(401);
  });

  it("lets a staff member enrol with a passkey instead of the authenticator app", async () => {
    const email = uniqueEmail("operator");
    const password = "a back office passphrase";
    await createStaff(t.ctx, { email, role: "operator", firstName: "Sam", lastName: "Staff", password });
    const first = await passwordStep(email, password);
    expect(first.token).toEqual(expect.any(String));
    const blocked = await t.app.inject({
      method: "GET",
      url: "/api/admin/transfers",
      headers: bearer(first.token!),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("mfa_enrolment_required");
    await addPasskey(first.token!);
    const open = await t.app.inject({
      method: "GET",
      url: "/api/admin/transfers",
      headers: bearer(first.token!),
    });
    expect(open.statusCode).toBe(200);
    expect((await passwordStep(email, password)).methods).toEqual(["passkey"]);
  });
});
