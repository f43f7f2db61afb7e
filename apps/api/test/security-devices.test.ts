import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/lib/secrets";
import { build, type TestApp } from "./support/build";
import { bearer, registration, signedInCustomer } from "./support/customers";
import { settleJobs } from "./support/jobs";
import { mailsAbout } from "./support/money";

const newSignIn = "New sign-in to your Larkspur account";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let t: TestApp;
beforeAll(async () => {
  // One proxy in front: the client's address is the one it forwards.
  t = await build({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

interface SignIn {
  userAgent?: string;
  deviceKey?: string;
  forwardedFor?: string;
}

async function signIn(email: string, password: string, from: SignIn = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: {
      ...(from.userAgent && { "user-agent": from.userAgent }),
      ...(from.forwardedFor && { "x-forwarded-for": from.forwardedFor }),
    },
    ...(from.deviceKey && { cookies: { larkspur_device: from.deviceKey } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((set) => set.name === "larkspur_device");
  return { token: response.json().token as string, deviceKey: cookie?.value, cookie };
}

const sessions = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/sessions", headers: bearer(token) });
const signOut = (token: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/sessions/${id}`, headers: bearer(token) });
const isLive = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).statusCode === 200;

async function newSignInMails(email: string) {
  await settleJobs(t);
  return mailsAbout(t, email, newSignIn);
}

describe("GET /api/sessions", () => {
  it("lists the caller's live sessions with browser, system, IP and last use; this one marked current", async () => {
    const customer = await signedInCustomer(t);
    const mac = await signIn(customer.email, customer.password, {
      userAgent: MAC_CHROME,
      forwardedFor: "203.0.113.7",
    });
    const windows = await signIn(customer.email, customer.password, {
      userAgent: WINDOWS_FIREFOX,
      forwardedFor: "198.51.100.20",
    });
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(customer.token) });

    const response = await sessions(mac.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    const byBrowser = Object.fromEntries(list.map((session) => [session.browser, session]));
    expect(byBrowser["Chrome 131"]).toMatchObject({ os: "macOS Catalina", ip: "203.0.113.7", current: true });
    expect(byBrowser["Firefox 133"]).toMatchObject({ os: "Windows 10", ip: "198.51.100.20", current: false });
    for (const session of list) {
      expect(Date.parse(session.lastUsedAt as string)).not.toBeNaN();
      expect(Object.keys(session).sort()).toEqual(
        ["browser", "createdAt", "current", "id", "ip", "lastUsedAt", "os"].sort(),
      );
    }
    const body = response.body;
    for (const token of [mac.token, windows.token, customer.token]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(hashToken(token));
    }
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/sessions" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/sessions/{id}", () => {
  it("signs out one of the caller's own sessions, and only that one", async () => {
    const customer = await signedInCustomer(t);
    const other = await signIn(customer.email, customer.password, { userAgent: WINDOWS_FIREFOX });
    const list = (await sessions(customer.token)).json() as { id: string; current: boolean }[];
    const target = list.find((session) => !session.current)!;

    const response = await signOut(customer.token, target.id);
    expect(response.statusCode).toBe(200);
    expect(await isLive(other.token)).toBe(false);
    expect(await isLive(customer.token)).toBe(true);
    expect((await sessions(customer.token)).json()).toHaveLength(1);
    expect((await signOut(customer.token, target.id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's session and leaves it signed in", async () => {
    const owner = await signedInCustomer(t);
    const intruder = await signedInCustomer(t);
    const [ownersSession] = (await sessions(owner.token)).json() as { id: string }[];

    const response = await signOut(intruder.token, ownersSession!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "No such session." });
    expect(await isLive(owner.token)).toBe(true);
    expect((await signOut(intruder.token, "not-a-session-id")).statusCode).toBe(404);
  });
});

describe("POST /api/sessions/revoke-others", () => {
  it("signs out every other session of the caller, keeps this one and touches no one else's", async () => {
    const customer = await signedInCustomer(t);
    const bystander = await signedInCustomer(t);
    const second = await signIn(customer.email, customer.password);
    const third = await signIn(customer.email, customer.password);

    const response = await t.app.inject({
      method: "POST",
      url: "/api/sessions/revoke-others",
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Signed out everywhere else", revoked: 2 });
    expect(await isLive(second.token)).toBe(false);
    expect(await isLive(third.token)).toBe(false);
    expect(await isLive(customer.token)).toBe(true);
    expect(await isLive(bystander.token)).toBe(true);
    expect((await sessions(customer.token)).json()).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe("the new sign-in mail", () => {
  it("is sent once per browser: a device cookie names it, not the IP", async () => {
    const customer = await signedInCustomer(t);
    const before = (await newSignInMails(customer.email)).length;

    const first = await signIn(customer.email, customer.password, {
      userAgent: MAC_CHROME,
      forwardedFor: "203.0.113.9",
    });
    expect(first.cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    const mails = await newSignInMails(customer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain("Device: Chrome 131 on macOS Catalina");
    expect(mails[0]!.text).toContain("IP address: 203.0.113.9");
    expect(mails[0]!.text).toContain("http://larkspur.test/security");
    expect(mails[0]!.text).toMatch(/Time: .*\(America\/Guatemala\)/);

    // The same browser from another address is not news; another browser from the same address is.
    await signIn(customer.email, customer.password, {
      deviceKey: first.deviceKey,
      forwardedFor: "192.0.2.1",
    });
    expect(await newSignInMails(customer.email)).toHaveLength(before + 1);
    await signIn(customer.email, customer.password, { forwardedFor: "203.0.113.9" });
    expect(await newSignInMails(customer.email)).toHaveLength(before + 2);
  });

  it("is sent once when one new browser signs in twice at the same moment", async () => {
    const customer = await signedInCustomer(t);
    const before = (await newSignInMails(customer.email)).length;
    const deviceKey = "k".repeat(43);
    await Promise.all([
      signIn(customer.email, customer.password, { deviceKey }),
      signIn(customer.email, customer.password, { deviceKey }),
    ]);
    expect(await newSignInMails(customer.email)).toHaveLength(before + 1);
  });

  it("is not sent for the browser that opened the account", async () => {
    const body = registration();
    const registered = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
    const deviceKey = registered.cookies.find((set) => set.name === "larkspur_device")?.value;
    expect(deviceKey).toMatch(/^[\w-]{43}$/);
    await t.ctx.db
      .updateTable("users")
      .set({ email_verified_at: new Date() })
      .where("email", "=", body.email)
      .execute();
    await signIn(body.email, body.password, { deviceKey });
    expect(await newSignInMails(body.email)).toHaveLength(0);
  });

  it("is written in the owner's language and time zone", async () => {
    const customer = await signedInCustomer(t);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/user/${customer.id}/settings`,
      headers: bearer(customer.token),
      payload: { language: "es", timeZone: "Europe/Paris" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await signIn(customer.email, customer.password, { userAgent: WINDOWS_FIREFOX });
    await settleJobs(t);
    const [mail] = await mailsAbout(t, customer.email, "Nuevo inicio de sesión en su cuenta de Larkspur");
    expect(mail?.text).toContain("Dispositivo: Firefox 133 en Windows 10");
    expect(mail?.text).toMatch(/Hora: .*\(Europe\/Paris\)/);
  });
});
