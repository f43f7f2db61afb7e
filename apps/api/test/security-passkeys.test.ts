import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { SoftwareAuthenticator } from "./support/passkey-authenticator";

const origin = "http://larkspur.test";
const clock = new HandClock();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
});
afterAll(() => t.close());

type Options = { challenge: string; user: { id: string } };

async function post(url: string, token?: string, payload?: object) {
  return t.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
}

async function registrationOptions(token: string): Promise<Options> {
  const response = await post("/api/security/passkeys/options", token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A customer with a passkey added through the API under `name`. */
async function customerWithPasskey(name = "Work laptop") {
  const customer = await signedInCustomer(t);
  const authenticator = new SoftwareAuthenticator(origin);
  const response = await post("/api/security/passkeys", customer.token, {
    name,
    response: authenticator.register(await registrationOptions(customer.token)),
  });
  expect(response.statusCode).toBe(201);
  return { customer, authenticator, passkey: response.json() as { id: string; name: string } };
}

async function signInOptions(): Promise<Options> {
  const response = await post("/api/auth/passkey/options");
  expect(response.statusCode).toBe(200);
  return response.json();
}

const signIn = (response: object) => post("/api/auth/passkey", undefined, { response });

async function storedPasskey(id: string) {
  return t.ctx.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("adding a passkey", () => {
  it("offers options for a discoverable, user-verified credential of our relying party", async () => {
    const customer = await signedInCustomer(t);
    const options = await registrationOptions(customer.token);
    expect(options).toMatchObject({
      rp: { id: "larkspur.test", name: "Larkspur" },
      user: { name: customer.email },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      attestation: "none",
    });
    expect(options.challenge.length).toBeGreaterThanOrEqual(32);
  });

  it("keeps the passkey under its name, and never shows its key", async () => {
    const { customer, passkey, authenticator } = await customerWithPasskey("Work laptop");
    expect(Object.keys(passkey).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    expect(passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    const stored = await storedPasskey(passkey.id);
    expect(stored.credential_id).toBe(authenticator.credentialId);
    expect(stored.transports).toEqual(["internal"]);
    const owner = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", customer.email)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(owner.id);
  });

  it("lists the passkeys in GET /api/security, oldest first, with when each was added and last used", async () => {
    const { customer, passkey, authenticator } = await customerWithPasskey("Work laptop");
    clock.advance(1);
    const second = await post("/api/security/passkeys", customer.token, {
      name: "Phone",
      response: new SoftwareAuthenticator(origin).register(await registrationOptions(customer.token)),
    });
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    const overview = await t.app.inject({
      method: "GET",
      url: "/api/security",
      headers: bearer(customer.token),
    });
    expect(overview.json().passkeys).toEqual([
      { ...passkey, lastUsedAt: clock.now().toISOString() },
      second.json(),
    ]);
  });

  it("needs a session", async () => {
    expect((await post("/api/security/passkeys/options")).statusCode).toBe(401);
  });

  it("refuses a name that is empty or longer than 50 characters, and keeps nothing", async () => {
    const customer = await signedInCustomer(t);
    const authenticator = new SoftwareAuthenticator(origin);
    for (const name of ["   ", "x".repeat(51)]) {
      const response = await post("/api/security/passkeys", customer.token, {
        name,
        response: authenticator.register(await registrationOptions(customer.token)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("validation_error");
    }
    expect(
      await t.ctx.db
        .selectFrom("passkeys")
        .select("id")
        .where("credential_id", "=", authenticator.credentialId)
        .execute(),
    ).toEqual([]);
  });

  it("answers each challenge once", async () => {
    const customer = await signedInCustomer(t);
    const options = await registrationOptions(customer.token);
    const first = new SoftwareAuthenticator(origin);
    const again = new SoftwareAuthenticator(origin);
    const add = (authenticator: SoftwareAuthenticator) =>
      post("/api/security/passkeys", customer.token, {
        name: "Phone",
        response: authenticator.register(options),
      });
    expect((await add(first)).statusCode).toBe(201);
    const replay = await add(again);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: "passkey_expired",
      message: "This passkey request has expired or was already used. Please try again.",
    });
  });

  it("refuses a challenge older than 5 minutes", async () => {
    const customer = await signedInCustomer(t);
    const options = await registrationOptions(customer.token);
    clock.advance(5);
    const response = await post("/api/security/passkeys", customer.token, {
      name: "Phone",
      response: new SoftwareAuthenticator(origin).register(options),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("passkey_expired");
  });

  it("refuses another customer's challenge", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const options = await registrationOptions(owner.token);
    const response = await post("/api/security/passkeys", other.token, {
      name: "Phone",
      response: new SoftwareAuthenticator(origin).register(options),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("passkey_expired");
  });

  it("refuses a credential made for another site", async () => {
    const customer = await signedInCustomer(t);
    for (const authenticator of [
      new SoftwareAuthenticator("http://evil.test"),
      new SoftwareAuthenticator(origin, "evil.test"),
    ]) {
      const response = await post("/api/security/passkeys", customer.token, {
        name: "Phone",
        response: authenticator.register(await registrationOptions(customer.token)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "passkey_refused",
        message: "This passkey could not be added. Please try again.",
      });
    }
  });

  it("refuses the same authenticator twice", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const response = await post("/api/security/passkeys", customer.token, {
      name: "Again",
      response: authenticator.register(await registrationOptions(customer.token)),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This passkey is already added.");
  });

  it("names the passkeys already added, so the browser does not make a second one on them", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const options = (await registrationOptions(customer.token)) as Options & {
      excludeCredentials: { id: string }[];
    };
    expect(options.excludeCredentials.map((credential) => credential.id)).toEqual([
      authenticator.credentialId,
    ]);
  });
});

describe("signing in with a passkey", () => {
  it("asks for any of our passkeys, naming no account", async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: "larkspur.test", userVerification: "required" });
    expect(options).not.toHaveProperty("allowCredentials.0");
  });

  it("signs in with { token, others }, as a password does, and notes the passkey's use", async () => {
    const { customer, authenticator, passkey } = await customerWithPasskey();
    const response = await signIn(authenticator.assert(await signInOptions()));
    expect(response.statusCode).toBe(200);
    const { token, others } = response.json();
    expect(others).toMatchObject({ email: customer.email, firstName: "Ada" });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(customer.email);
    const stored = await storedPasskey(passkey.id);
    expect(stored.last_used_at?.getTime()).toBe(clock.now().getTime());
    expect(stored.counter).toBe(1n);
  });

  it("answers each challenge once", async () => {
    const { authenticator } = await customerWithPasskey();
    const options = await signInOptions();
    const assertion = authenticator.assert(options);
    expect((await signIn(assertion)).statusCode).toBe(200);
    const replay = await signIn(assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe("passkey_expired");
    // A fresh signature over the used challenge does no better.
    expect((await signIn(authenticator.assert(options))).json().code).toBe("passkey_expired");
  });

  it("refuses a challenge older than 5 minutes, and takes one younger", async () => {
    const { authenticator } = await customerWithPasskey();
    const old = await signInOptions();
    clock.advance(5);
    const late = await signIn(authenticator.assert(old));
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("passkey_expired");
    const fresh = await signInOptions();
    clock.advance(4.9);
    expect((await signIn(authenticator.assert(fresh))).statusCode).toBe(200);
  });

  it("refuses a counter that went back, as a cloned authenticator's would", async () => {
    const { authenticator } = await customerWithPasskey();
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    authenticator.counter = 0;
    const cloned = await signIn(authenticator.assert(await signInOptions()));
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual({
      code: "wrong_credentials",
      message: "This passkey could not sign you in. Try again, or sign in with your password.",
    });
  });

  it("refuses an assertion without user verification, from another origin, or with a forged signature", async () => {
    const { authenticator } = await customerWithPasskey();
    const unverified = authenticator.assert(await signInOptions(), { userVerified: false });
    const elsewhere = authenticator.assert(await signInOptions(), { origin: "http://evil.test" });
    const forged = authenticator.assert(await signInOptions());
    forged.response.signature = new SoftwareAuthenticator(origin).assert({
      challenge: "x",
    }).response.signature;
    for (const assertion of [unverified, elsewhere, forged]) {
      const response = await signIn(assertion);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("wrong_credentials");
    }
  });

  it("refuses a passkey it does not know, and one that claims another customer", async () => {
    const unknown = new SoftwareAuthenticator(origin);
    expect((await signIn(unknown.assert(await signInOptions()))).statusCode).toBe(401);
    const { authenticator } = await customerWithPasskey();
    const { authenticator: other } = await customerWithPasskey();
    authenticator.userHandle = other.userHandle;
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(401);
  });

  it("refuses a disabled account", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    await t.ctx.db
      .updateTable("users")
      .set({ status: "disabled" })
      .where("email", "=", customer.email)
      .execute();
    const response = await signIn(authenticator.assert(await signInOptions()));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("account_disabled");
  });

  it("does not take a registration challenge for a sign-in", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const response = await signIn(authenticator.assert(await registrationOptions(customer.token)));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("passkey_expired");
  });
});

describe("renaming and removing", () => {
  const patch = (id: string, token: string, name: string) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/security/passkeys/${id}`,
      headers: bearer(token),
      payload: { name },
    });
  const remove = (id: string, token: string) =>
    t.app.inject({ method: "DELETE", url: `/api/security/passkeys/${id}`, headers: bearer(token) });

  it("renames one's own passkey", async () => {
    const { customer, passkey } = await customerWithPasskey("Old name");
    const response = await patch(passkey.id, customer.token, "  Home desktop ");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: passkey.id, name: "Home desktop" });
    expect((await storedPasskey(passkey.id)).name).toBe("Home desktop");
  });

  it("answers 404 for another's passkey and changes nothing", async () => {
    const { passkey } = await customerWithPasskey("Theirs");
    const stranger = await signedInCustomer(t);
    for (const response of [
      await patch(passkey.id, stranger.token, "Mine now"),
      await remove(passkey.id, stranger.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "No such passkey." });
    }
    expect((await storedPasskey(passkey.id)).name).toBe("Theirs");
    expect((await patch("not-an-id", stranger.token, "x")).statusCode).toBe(404);
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("email", "=", stranger.email).execute();
    expect((await remove(passkey.id, stranger.token)).json()).toEqual({
      code: "not_found",
      message: "No existe esa llave de acceso.",
    });
  });

  it("removes one's own passkey, which then signs no one in", async () => {
    const { customer, passkey, authenticator } = await customerWithPasskey();
    expect((await remove(passkey.id, customer.token)).statusCode).toBe(204);
    expect((await remove(passkey.id, customer.token)).statusCode).toBe(404);
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(401);
  });
});
