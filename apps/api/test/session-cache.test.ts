import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config";
import { hashToken } from "../src/lib/secrets";
import { createSessionCache } from "../src/modules/auth/session-cache";
import { sessionCacheOf } from "../src/modules/auth/sessions.service";
import { build, freshDatabase, type TestApp } from "./support/build";
import { bearer, login, resetToken, signedInCustomer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { fund, initiate, operator, type Staff } from "./support/money";

/**
 * Two API processes on one database, each with its own session cache. Their caches hold a session far longer than
 * any test moves the clock, so each refusal below comes from the check every request makes, not from an entry
 * running out.
 */
const clock = new HandClock();
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestApp;
let b: TestApp;
let staff: Staff;
beforeAll(async () => {
  database = await freshDatabase();
  const env = { SESSION_CACHE_SECONDS: "86400" };
  a = await build(env, undefined, clock, database);
  b = await build(env, undefined, clock, database);
  staff = await operator(a);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });
const held = (t: TestApp, token: string) => sessionCacheOf(t.ctx)?.get(hashToken(token), clock.now());
const as = (t: TestApp, token: string, method: "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/** The session is held by both processes' caches, as after a request to each. */
async function heldByBoth(token: string) {
  for (const t of [a, b]) {
    expect((await me(t, token)).statusCode).toBe(200);
    expect(held(t, token)).toBeDefined();
  }
}

async function refusedByBoth(token: string) {
  for (const t of [a, b]) {
    const response = await me(t, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Token is not valid!", code: "invalid_token" });
  }
}

describe("the session cache", () => {
  it("shows balances and profile changes made on another process at the very next request", async () => {
    const customer = await signedInCustomer(a);
    await heldByBoth(customer.token);
    expect((await me(b, customer.token)).json().balance).toBe(0);

    await fund(a, staff, customer, 12.5);
    expect((await me(b, customer.token)).json()).toMatchObject({
      balance: 12.5,
      balances: [{ available: 12.5 }],
    });
    expect((await me(a, customer.token)).json().balance).toBe(12.5);

    expect(
      (await as(a, customer.token, "PUT", `/api/user/${customer.id}`, { firstName: "Renamed" })).statusCode,
    ).toBe(200);
    expect((await me(b, customer.token)).json().firstName).toBe("Renamed");
  });

  it("refuses a session signed out on one process at the next request on both", async () => {
    const customer = await signedInCustomer(a);
    await heldByBoth(customer.token);
    expect((await as(a, customer.token, "POST", "/api/auth/logout")).statusCode).toBe(200);
    await refusedByBoth(customer.token);
  });

  it("refuses a session revoked from another device, and those ended by 'sign out everywhere else'", async () => {
    const customer = await signedInCustomer(a);
    const second = (await login(a, customer.email, customer.password)).token;
    const third = (await login(a, customer.email, customer.password)).token;
    await heldByBoth(second);
    await heldByBoth(third);
    const sessions = await a.ctx.db
      .selectFrom("sessions")
      .select("id")
      .where("token_hash", "=", hashToken(second))
      .executeTakeFirstOrThrow();
    expect((await as(b, customer.token, "DELETE", `/api/sessions/${sessions.id}`)).statusCode).toBe(200);
    await refusedByBoth(second);
    await heldByBoth(third);

    expect((await as(a, customer.token, "POST", "/api/sessions/revoke-others")).statusCode).toBe(200);
    await refusedByBoth(third);
    expect((await me(b, customer.token)).statusCode).toBe(200);
  });

  it("refuses every session of an account whose password was reset", async () => {
    const customer = await signedInCustomer(a);
    await heldByBoth(customer.token);
    await a.app.inject({
      method: "POST",
      url: "/api/auth/forgotpassword",
      payload: { email: customer.email },
    });
    const token = await resetToken(a, customer.email);
    const reset = await a.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${token}`,
      payload: { password: "an entirely new passphrase" },
    });
    expect(reset.statusCode).toBe(200);
    await refusedByBoth(customer.token);
  });

  it("refuses a disabled account's session and shows a hold at the next request on both processes", async () => {
    const customer = await signedInCustomer(a);
    await fund(a, staff, customer, 20);
    await heldByBoth(customer.token);

    const hold = await as(a, staff.token, "PUT", `/api/admin/customers/${customer.id}`, {
      transferDisabled: true,
      reason: "Checking a payment",
    });
    expect(hold.statusCode).toBe(200);
    for (const t of [a, b]) {
      expect((await me(t, customer.token)).json()).toMatchObject({
        transferDisabled: true,
        accountStatus: "on_hold",
      });
      const blocked = await initiate(t, customer, sampleTransfer({ amount: 5 }));
      expect(blocked.statusCode).toBe(403);
    }

    const disabled = await as(a, staff.token, "PUT", `/api/admin/customers/${customer.id}`, {
      status: "disabled",
      reason: "Customer asked to close it",
    });
    expect(disabled.statusCode).toBe(200);
    await refusedByBoth(customer.token);
  });

  it("answers with a changed role at the next request, whatever wrote it", async () => {
    const person = await signedInCustomer(a);
    await heldByBoth(person.token);
    await a.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", person.id).execute();
    for (const t of [a, b]) expect((await me(t, person.token)).json().role).toBe("operator");
  });

  it("refuses an idle or expired session even while both processes hold it", async () => {
    const idle = await signedInCustomer(a);
    await heldByBoth(idle.token);
    clock.advance(31);
    await refusedByBoth(idle.token);

    const busy = await signedInCustomer(a);
    // Used every 29 minutes, the session never goes idle; 12 hours after sign-in it ends all the same.
    for (let minutes = 0; minutes < 12 * 60; minutes += 29) {
      await heldByBoth(busy.token);
      clock.advance(29);
    }
    expect(held(a, busy.token)).toBeDefined();
    await refusedByBoth(busy.token);
  });
});

describe("the cache itself", () => {
  it("is on for a few seconds by default, and SESSION_CACHE_SECONDS=0 turns it off", async () => {
    expect(parseConfig({}).SESSION_CACHE_SECONDS).toBe(5);
    const off = await build({ SESSION_CACHE_SECONDS: "0" }, undefined, clock, database);
    try {
      const customer = await signedInCustomer(off);
      expect((await me(off, customer.token)).statusCode).toBe(200);
      expect(sessionCacheOf(off.ctx)).toBeNull();
    } finally {
      await off.close();
    }
  });

  it("forgets an entry after its seconds and holds at most its bound, pushing out the oldest", async () => {
    const customer = await signedInCustomer(a);
    await me(a, customer.token);
    const user = held(a, customer.token)!;
    const cache = createSessionCache(5, 2);
    const now = new Date("2026-01-01T00:00:00Z");
    cache.set("one", user, now);
    expect(cache.get("one", new Date(now.getTime() + 4_999))).toBe(user);
    expect(cache.get("one", new Date(now.getTime() + 5_000))).toBeUndefined();
    for (const key of ["one", "two", "three"]) cache.set(key, user, now);
    expect(cache.size()).toBe(2);
    expect(cache.get("one", now)).toBeUndefined();
    expect(cache.get("three", now)).toBe(user);
  });
});
