import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordWrongCode } from "../src/modules/auth/wrong-codes.service";
import { findUserById } from "../src/modules/users/users.repo";
import { build, type TestApp } from "./support/build";
import { bearer, login, registration, signedInCustomer } from "./support/customers";
import { fund, operator, quickCustomer } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const putSettings = (userId: string, token: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/${userId}/settings`,
    headers: bearer(token),
    payload: payload as object,
  });
const allOn = { moneyIn: true, moneyOut: true, requests: true };
const me = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).json();

describe("PUT /api/user/{userId}/settings", () => {
  it("saves the language and time zone, answers them, and GET /api/user and the next sign-in show them", async () => {
    const customer = await signedInCustomer(t);
    expect(await me(customer.token)).toMatchObject({ language: "en-US", timeZone: "America/Guatemala" });

    const response = await putSettings(customer.id, customer.token, {
      language: "ru",
      timeZone: "Europe/Moscow",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: "ru", timeZone: "Europe/Moscow", emailPreferences: allOn });
    expect(await me(customer.token)).toMatchObject({ language: "ru", timeZone: "Europe/Moscow" });
    const { others } = await login(t, customer.email, customer.password);
    expect(others).toMatchObject({ language: "ru", timeZone: "Europe/Moscow" });
  });

  it("changes one setting and keeps the other", async () => {
    const customer = await signedInCustomer(t);
    await putSettings(customer.id, customer.token, { language: "zh-CN", timeZone: "Asia/Shanghai" });
    const response = await putSettings(customer.id, customer.token, { language: "es" });
    expect(response.json()).toEqual({ language: "es", timeZone: "Asia/Shanghai", emailPreferences: allOn });
  });

  it.each([
    [{ language: "fr", timeZone: "Europe/Paris" }, '"language"'],
    [{ language: "EN-us" }, '"language"'],
    [{ language: 1 }, '"language"'],
    [{ timeZone: "Mars/Olympus_Mons" }, '"timeZone"'],
    [{ timeZone: "GMT-6" }, '"timeZone"'],
    [{ timeZone: null }, '"timeZone"'],
    [{ language: "es", theme: "dark" }, '"theme"'],
    [{ language: "es", role: "admin" }, '"role"'],
    [{}, '"language"'],
    [{ emailPreferences: { moneyIn: "no" } }, '"emailPreferences"'],
    [{ emailPreferences: { security: false } }, '"emailPreferences"'],
    [{ emailPreferences: null }, '"emailPreferences"'],
    [{ emailPreferences: true }, '"emailPreferences"'],
    [[], ""],
  ])("refuses %j with a 400 naming the field, and saves nothing", async (payload, field) => {
    const customer = await signedInCustomer(t);
    const before = await me(customer.token);
    const response = await putSettings(customer.id, customer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    expect(response.json().message).toContain(field);
    expect(await me(customer.token)).toEqual(before);
  });

  it("refuses another customer's settings and staff alike, and changes nothing", async () => {
    const alice = await signedInCustomer(t);
    const bob = await signedInCustomer(t);
    const staff = await operator(t);
    for (const token of [alice.token, staff.token]) {
      const response = await putSettings(bob.id, token, { language: "ru" });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
    expect((await me(bob.token)).language).toBe("en-US");
  });

  it("saves any of the e-mail preferences, keeps the others, and GET /api/user and the next sign-in show them", async () => {
    const customer = await signedInCustomer(t);
    expect((await me(customer.token)).emailPreferences).toEqual(allOn);

    const response = await putSettings(customer.id, customer.token, {
      emailPreferences: { moneyOut: false },
    });
    expect(response.statusCode).toBe(200);
    const saved = { moneyIn: true, moneyOut: false, requests: true };
    expect(response.json()).toMatchObject({ language: "en-US", emailPreferences: saved });
    const after = await putSettings(customer.id, customer.token, {
      language: "es",
      emailPreferences: { moneyIn: false, requests: false },
    });
    const all = { moneyIn: false, moneyOut: false, requests: false };
    expect(after.json()).toMatchObject({ language: "es", emailPreferences: all });
    expect((await me(customer.token)).emailPreferences).toEqual(all);
    const { others } = await login(t, customer.email, customer.password);
    expect(others.emailPreferences).toEqual(all);
  });

  it("needs a session", async () => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/user/${customer.id}/settings`,
      payload: { language: "ru" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("registration settings", () => {
  it("keeps the language and time zone chosen at sign-up", async () => {
    const customer = await signedInCustomer(t, { language: "es", timeZone: "America/Mexico_City" });
    expect(await me(customer.token)).toMatchObject({ language: "es", timeZone: "America/Mexico_City" });
  });

  it("defaults to English and the default zone", async () => {
    const customer = await signedInCustomer(t);
    expect(await me(customer.token)).toMatchObject({ language: "en-US", timeZone: "America/Guatemala" });
  });

  it.each([
    [{ language: "de" }, '"language"'],
    [{ timeZone: "Europe/Nowhere" }, '"timeZone"'],
  ])("refuses %j with a 400 naming the field", async (overrides, field) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe("account status", () => {
  it("is active, then on hold with its reason while transfers are held, then active again", async () => {
    const staff = await operator(t);
    const customer = await quickCustomer(t);
    await fund(t, staff, customer, 10);
    expect(await me(customer.token)).toMatchObject({ accountStatus: "active", holdReason: null });

    const hold = (transferDisabled: boolean) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/customers/${customer.id}`,
        headers: bearer(staff.token),
        payload: { transferDisabled, reason: "Unusual activity reported by the partner bank" },
      });
    expect((await hold(true)).statusCode).toBe(200);
    const held = await me(customer.token);
    expect(held.accountStatus).toBe("on_hold");
    expect(held.holdReason).toBe("Our team has put transfers from your account on hold.");
    expect(held.holdReason).not.toContain("partner bank");

    expect((await hold(false)).statusCode).toBe(200);
    expect(await me(customer.token)).toMatchObject({ accountStatus: "active", holdReason: null });
  });

  it("says so when too many wrong codes held the transfers", async () => {
    const customer = await quickCustomer(t);
    const user = (await findUserById(t.ctx.db, customer.id))!;
    for (let i = 0; i < t.ctx.config.CODE_MAX_FAILURES; i++) await recordWrongCode(t.ctx, user);
    expect(await me(customer.token)).toMatchObject({
      accountStatus: "on_hold",
      holdReason: "Too many wrong codes were entered for your account, so transfers from it are on hold.",
    });
  });
});
