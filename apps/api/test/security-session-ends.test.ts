import { enrolTotp, signInWithAuthenticator } from "@larkspur/test-kit/authenticator";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, login, signedInCustomer } from "./support/customers";
import { HandClock } from "./support/hand-clock";

const clock = new HandClock();
let t: TestApp;
beforeAll(async () => {
  t = await build({}, undefined, clock);
  // Every write of a session's last use is counted, whatever writes it.
  await sql`create table session_use_writes (session_id uuid not null)`.execute(t.ctx.db);
  await sql`create function count_session_use() returns trigger language plpgsql as $$
    begin
      if new.last_used_at is distinct from old.last_used_at then
        insert into session_use_writes values (new.id);
      end if;
      return new;
    end $$`.execute(t.ctx.db);
  await sql`create trigger session_use_writes after update on sessions
    for each row execute function count_session_use()`.execute(t.ctx.db);
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

async function expectEnded(token: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: "Token is not valid!", code: "invalid_token" });
}

async function writesOf(token: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from session_use_writes
    where session_id = (select id from sessions where token_hash = encode(sha256(${token}::bytea), 'hex'))`.execute(
    t.ctx.db,
  );
  return rows[0]!.count;
}

/** A staff member who set up the authenticator app and signed in with its code, at the test's time. */
async function signedInStaff() {
  const person = await signedInCustomer(t);
  await t.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", person.id).execute();
  const now = () => clock.now().getTime();
  const { authenticator } = await enrolTotp(
    apiOf(t),
    (await login(t, person.email, person.password)).token,
    now,
  );
  const session = await signInWithAuthenticator(apiOf(t), person, authenticator, now);
  return { ...person, token: session.token };
}

describe("sessions end", () => {
  it("has the defaults the README names", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      SESSION_IDLE_MINUTES: 30,
      STAFF_SESSION_IDLE_MINUTES: 15,
      SESSION_TTL_HOURS: 12,
      STAFF_SESSION_TTL_HOURS: 8,
    });
  });

  it("ends a customer's session after 30 idle minutes, and each use starts the 30 again", async () => {
    const customer = await signedInCustomer(t);
    const { token } = await login(t, customer.email, customer.password);
    clock.advance(29);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(31);
    await expectEnded(token);
  });

  it("counts in the active-sessions metric only the sessions that would still let a request in", async () => {
    const liveSessions = async () =>
      (await t.ctx.metrics.registry.getSingleMetric("larkspur_active_sessions")?.get())?.values[0]?.value;
    const customer = await signedInCustomer(t);
    await login(t, customer.email, customer.password);
    expect(await liveSessions()).toBeGreaterThanOrEqual(1);
    clock.advance(31);
    expect(await liveSessions()).toBe(0);
  });

  it("ends a staff member's session after 15 idle minutes", async () => {
    const staff = await signedInStaff();
    clock.advance(14);
    expect((await me(staff.token)).statusCode).toBe(200);
    clock.advance(16);
    await expectEnded(staff.token);
  });

  it("ends a customer's session 12 hours after sign-in however busy it is", async () => {
    const customer = await signedInCustomer(t);
    const { token } = await login(t, customer.email, customer.password);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.advance(20);
      expect((await me(token)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    clock.advance(20);
    await expectEnded(token);
  });

  it("ends a staff member's session 8 hours after sign-in however busy it is", async () => {
    const staff = await signedInStaff();
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      clock.advance(10);
      expect((await me(staff.token)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    clock.advance(10);
    await expectEnded(staff.token);
  });

  it("writes a session's last use at most once a minute, however many requests it serves", async () => {
    const customer = await signedInCustomer(t);
    const { token } = await login(t, customer.email, customer.password);
    const burst = (count: number) => Promise.all(Array.from({ length: count }, () => me(token)));

    await burst(30);
    expect(await writesOf(token)).toBe(0);
    clock.advance(0.5);
    await burst(30);
    expect(await writesOf(token)).toBe(0);
    clock.advance(0.5);
    const answers = await burst(30);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await writesOf(token)).toBe(1);
    await burst(30);
    expect(await writesOf(token)).toBe(1);

    // The history read authenticates in its own query and records the use the same way.
    clock.advance(1);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/transaction/${customer.id}`,
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
    expect(await writesOf(token)).toBe(2);
  });

  it("shows the back office only the sessions still live", async () => {
    const customer = await signedInCustomer(t);
    const sessionsSeen = async () => {
      const staff = await signedInStaff();
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/admin/customers/${customer.id}`,
        headers: bearer(staff.token),
      });
      expect(detail.statusCode).toBe(200);
      return detail.json().sessions.length;
    };
    expect(await sessionsSeen()).toBe(1);
    clock.advance(31);
    expect(await sessionsSeen()).toBe(0);
  });
});
