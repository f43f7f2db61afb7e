import { randomUUID } from "node:crypto";
import { deposit } from "@larkspur/test-kit/customers";
import { outbox, scheduleCode } from "@larkspur/test-kit/mail";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../src/lib/clock";
import { hashToken, newToken } from "../src/lib/secrets";
import { insertSession } from "../src/modules/auth/sessions.repo";
import { runDueSchedules } from "../src/modules/schedules";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, signedInCustomer, sqlOf } from "./support/customers";
import { type Customer, ledgerProblems, operator, outboxMail, type Staff } from "./support/money";

/** A clock a test sets to the moment it wants; it only ever moves forward here, as time does. */
class SetClock implements Clock {
  private ms = Date.now();
  now = () => new Date(this.ms);
  set(iso: string) {
    const ms = new Date(iso).getTime();
    if (ms < this.ms) throw new Error(`The clock would go back to ${iso}`);
    this.ms = ms;
  }
}

describe("scheduled and repeating payments", () => {
  let t: TestApp;
  let staff: Staff;
  const clock = new SetClock();

  beforeAll(async () => {
    t = await build({}, undefined, clock);
    staff = await operator(t);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  /** A session signed in at the clock's moment: a moved clock leaves earlier sessions idle. */
  async function tokenOf(userId: string): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await insertSession(t.ctx.db, {
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      ip: "127.0.0.1",
      userAgent: "test",
      expiresAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
    });
    return token;
  }

  const call = async (
    who: { id: string },
    method: "GET" | "POST" | "DELETE",
    path: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/schedules/${who.id}${path}`,
      headers: bearer(await tokenOf(who.id)),
      ...(payload && { payload }),
    });

  async function fund(customer: { id: string }, dollars: number) {
    await deposit(apiOf(t), await tokenOf(staff.id), customer.id, dollars);
  }

  async function customer(timeZone: string, dollars: number, names = {}): Promise<Customer> {
    const person = await signedInCustomer(t, names);
    await t.ctx.db.updateTable("users").set({ time_zone: timeZone }).where("id", "=", person.id).execute();
    if (dollars > 0) await fund(person, dollars);
    return person;
  }

  /** Sets a schedule up and confirms it with the code mailed for it; answers the confirmed schedule. */
  async function scheduled(payer: Customer, body: Record<string, unknown>) {
    const created = await call(payer, "POST", "", body);
    expect(created.statusCode, created.body).toBe(202);
    const { scheduleId } = created.json();
    const otp = await scheduleCode(outbox(sqlOf(t)), { to: payer.email });
    const confirmed = await call(payer, "POST", `/${scheduleId}/confirm`, { otp });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json();
  }

  const listOf = async (payer: Customer) => {
    const response = await call(payer, "GET", "");
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>[];
  };

  const available = async (who: { id: string }) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: bearer(await tokenOf(who.id)),
    });
    return response.json().balance as number;
  };

  const historyOf = async (who: { id: string }) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/transaction/${who.id}`,
      headers: bearer(await tokenOf(who.id)),
    });
    return response.json() as Record<string, unknown>[];
  };

  /** Moves the clock and runs the job as an instance would. */
  async function at(iso: string) {
    clock.set(iso);
    await runDueSchedules(t.ctx);
  }

  it("refuses a start in the past (in the customer's time zone), an end before the start, a count of 0, others' ids", async () => {
    clock.set("2030-01-10T12:00:00Z");
    // 02:00 on January 10 in Honolulu; already January 11 in Kiritimati.
    const honolulu = await customer("Pacific/Honolulu", 0);
    const kiritimati = await customer("Pacific/Kiritimati", 0);
    const body = (startDate: string, more = {}) => ({
      payment: sampleTransfer({ amount: 10 }),
      startDate,
      repeat: "monthly",
      ...more,
    });
    expect((await call(honolulu, "POST", "", body("2030-01-10"))).statusCode).toBe(202);
    const past = await call(kiritimati, "POST", "", body("2030-01-10"));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("The start date cannot be in the past.");
    expect((await call(kiritimati, "POST", "", body("2030-01-11"))).statusCode).toBe(202);
    expect((await call(honolulu, "POST", "", body("2030-02-01", { endDate: "2030-01-31" }))).statusCode).toBe(
      400,
    );
    expect((await call(honolulu, "POST", "", body("2030-02-01", { count: 0 }))).statusCode).toBe(400);
    expect((await call(honolulu, "POST", "", body("2030-02-30"))).statusCode).toBe(400);
    const over = await call(
      honolulu,
      "POST",
      "",
      body("2030-02-01", { payment: sampleTransfer({ amount: 10_001 }) }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe("limit_exceeded");

    const response = await t.app.inject({
      method: "GET",
      url: `/api/schedules/${kiritimati.id}`,
      headers: bearer(await tokenOf(honolulu.id)),
    });
    expect(response.statusCode).toBe(403);
  });

  it("runs a monthly transfer from the 31st on each month's last day, at 06:00 New York time across summer time", async () => {
    clock.set("2030-01-20T12:00:00Z");
    const payer = await customer("America/New_York", 500);
    const schedule = await scheduled(payer, {
      payment: sampleTransfer({ amount: 100, description: "Rent" }),
      startDate: "2030-01-31",
      repeat: "monthly",
    });
    expect(schedule).toMatchObject({ status: "Active", nextRun: "2030-01-31", repeat: "monthly" });

    // 06:00 EST is 11:00 UTC.
    await at("2030-01-31T10:59:00Z");
    expect(await available(payer)).toBe(500);
    await at("2030-01-31T11:00:00Z");
    expect(await available(payer)).toBe(400);
    const [made] = await historyOf(payer);
    expect(made).toMatchObject({ status: "Pending", description: "Scheduled · Rent", amount: 100 });
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/transaction/${payer.id}/export.csv`,
      headers: bearer(await tokenOf(payer.id)),
    });
    expect(csv.body).toContain("Scheduled · Rent");
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", payer.id).execute();
    expect((await historyOf(payer))[0]).toMatchObject({ description: "Programado · Rent" });

    await at("2030-02-28T11:00:00Z");
    expect(await available(payer)).toBe(300);
    expect((await listOf(payer))[0]).toMatchObject({ nextRun: "2030-03-31" });

    // Summer time began on March 10: 06:00 EDT is 10:00 UTC.
    await at("2030-03-31T09:59:00Z");
    expect(await available(payer)).toBe(300);
    await at("2030-03-31T10:00:00Z");
    expect(await available(payer)).toBe(200);
    const [view] = await listOf(payer);
    expect(view).toMatchObject({ nextRun: "2030-04-30" });
    expect((view!.runs as { date: string; status: string }[]).map((run) => [run.date, run.status])).toEqual([
      ["2030-03-31", "Made"],
      ["2030-02-28", "Made"],
      ["2030-01-31", "Made"],
    ]);
    // Running the job again the same day makes nothing more.
    await at("2030-03-31T10:05:00Z");
    expect(await available(payer)).toBe(200);
  });

  it("pays a payment due today within a minute of its confirmation, and ends after its count", async () => {
    clock.set("2030-04-01T14:00:00Z");
    const payer = await customer("Europe/London", 100);
    const grace = await customer("Europe/London", 0, { firstName: "Grace", lastName: "Hopper" });
    const schedule = await scheduled(payer, {
      payment: samplePayment(
        { accountNumber: grace.accountNumber },
        { amount: 20, description: "Lunch club" },
      ),
      startDate: "2030-04-01",
      repeat: "weekly",
      count: 2,
    });
    expect(schedule).toMatchObject({ status: "Active", nextRun: "2030-04-01", payee: "Grace H." });
    await at("2030-04-01T14:00:30Z");
    expect(await available(payer)).toBe(80);
    expect(await available(grace)).toBe(20);
    const [paid] = await historyOf(payer);
    expect(paid).toMatchObject({ status: "Completed", description: "Scheduled · Lunch club" });

    await at("2030-04-08T05:00:00Z");
    expect(await available(payer)).toBe(60);
    // 05:00 in UTC: a schedule confirmed for today before its morning is still paid at once.
    const early = await customer("UTC", 10);
    await scheduled(early, {
      payment: samplePayment({ accountNumber: grace.accountNumber }, { amount: 5, description: "Coffee" }),
      startDate: "2030-04-08",
      repeat: "none",
    });
    await at("2030-04-08T05:00:40Z");
    expect(await available(early)).toBe(5);
    const [ended] = await listOf(payer);
    expect(ended).toMatchObject({ status: "Ended", nextRun: null });
    await at("2030-04-15T05:00:00Z");
    expect(await available(payer)).toBe(60);
  });

  it("tries again in the afternoon, then skips and tells the customer; three skipped in a row pause it", async () => {
    clock.set("2030-05-01T12:00:00Z");
    const payer = await customer("Europe/Berlin", 100);
    const grace = await customer("Europe/Berlin", 0, { firstName: "Grace", lastName: "Hopper" });
    await scheduled(payer, {
      payment: samplePayment({ email: grace.email }, { amount: 1200, description: "Rent" }),
      startDate: "2030-05-06",
      repeat: "weekly",
    });
    // 06:00 in Berlin (summer time) is 04:00 UTC; the afternoon try at 15:00 is 13:00 UTC.
    await at("2030-05-06T04:00:00Z");
    expect((await listOf(payer))[0]).toMatchObject({ runs: [{ date: "2030-05-06", status: "Retrying" }] });
    await at("2030-05-06T12:59:00Z");
    expect((await listOf(payer))[0]).toMatchObject({ runs: [{ status: "Retrying" }] });
    await at("2030-05-06T13:00:00Z");
    expect((await listOf(payer))[0]).toMatchObject({
      status: "Active",
      nextRun: "2030-05-13",
      runs: [{ date: "2030-05-06", status: "Skipped", reason: "notEnoughMoney" }],
    });
    const text = "Your scheduled payment of $1,200.00 to Grace H. could not be made: not enough money";
    const notifications = await t.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: bearer(await tokenOf(payer.id)),
    });
    expect(notifications.json().items[0]).toMatchObject({
      kind: "schedule.skipped",
      body: text,
      link: "/scheduled",
    });
    expect(
      (await outboxMail(t, payer.email, "Your scheduled payment of $1,200.00 was not made"))?.text,
    ).toContain(text);

    // Money arrives: the next run is made, and the count of skipped runs starts again.
    await fund(payer, 1200);
    await at("2030-05-13T04:00:00Z");
    expect(await available(payer)).toBe(100);
    expect(await available(grace)).toBe(1200);

    for (const day of ["2030-05-20", "2030-05-27", "2030-06-03"]) {
      await at(`${day}T04:00:00Z`);
      await at(`${day}T13:00:00Z`);
    }
    const [paused] = await listOf(payer);
    expect(paused).toMatchObject({ status: "Paused" });
    expect((paused!.runs as { status: string }[]).slice(0, 3).map((run) => run.status)).toEqual([
      "Skipped",
      "Skipped",
      "Skipped",
    ]);
    expect(await outboxMail(t, payer.email, "Your scheduled payment to Grace H. is paused")).toBeDefined();
    await at("2030-06-10T13:00:00Z");
    expect((await listOf(payer))[0]!.runs).toHaveLength(5);
  });

  it("pauses, resumes from the next day not past, cancels; runs already made stay", async () => {
    clock.set("2030-07-01T12:00:00Z");
    const payer = await customer("UTC", 100);
    const { scheduleId } = await scheduled(payer, {
      payment: sampleTransfer({ amount: 10, description: "Savings" }),
      startDate: "2030-07-02",
      repeat: "every2weeks",
      endDate: "2030-12-31",
    });
    await at("2030-07-02T06:00:00Z");
    expect(await available(payer)).toBe(90);
    const paused = await call(payer, "POST", `/${scheduleId}/pause`);
    expect(paused.json()).toMatchObject({ status: "Paused" });
    expect((await call(payer, "POST", `/${scheduleId}/pause`)).statusCode).toBe(409);
    await at("2030-07-16T06:00:00Z");
    expect(await available(payer)).toBe(90);
    clock.set("2030-07-20T12:00:00Z");
    const resumed = await call(payer, "POST", `/${scheduleId}/resume`);
    expect(resumed.json()).toMatchObject({ status: "Active", nextRun: "2030-07-30" });
    expect((await call(payer, "POST", `/${scheduleId}/resume`)).statusCode).toBe(409);
    const cancelled = await call(payer, "DELETE", `/${scheduleId}`);
    expect(cancelled.json()).toMatchObject({ status: "Ended", endedReason: "cancelled", nextRun: null });
    expect(cancelled.json().runs).toMatchObject([{ date: "2030-07-02", status: "Made" }]);
    await at("2030-07-30T06:00:00Z");
    expect(await available(payer)).toBe(90);
    expect((await call(payer, "DELETE", `/${scheduleId}`)).statusCode).toBe(409);
    expect((await call(payer, "POST", `/${randomUUID()}/pause`)).statusCode).toBe(404);
  });

  it("skips runs of an account on hold with the reason, and stops the schedules of a disabled account", async () => {
    clock.set("2030-08-01T12:00:00Z");
    const held = await customer("UTC", 100);
    const disabled = await customer("UTC", 100);
    const body = { payment: sampleTransfer({ amount: 10 }), startDate: "2030-08-02", repeat: "weekly" };
    await scheduled(held, body);
    await scheduled(disabled, body);
    await t.ctx.db.updateTable("users").set({ transfer_disabled: true }).where("id", "=", held.id).execute();
    await t.ctx.db.updateTable("users").set({ status: "disabled" }).where("id", "=", disabled.id).execute();
    await at("2030-08-02T06:00:00Z");
    expect((await listOf(held))[0]).toMatchObject({
      status: "Active",
      runs: [{ status: "Skipped", reason: "onHold" }],
    });
    const stopped = await t.ctx.db
      .selectFrom("schedules")
      .selectAll()
      .where("user_id", "=", disabled.id)
      .execute();
    expect(stopped).toMatchObject([{ status: "Ended", ended_reason: "accountDisabled" }]);
    expect(await available(held)).toBe(100);
  });

  it("skips a run over the customer's limits", async () => {
    clock.set("2030-09-01T12:00:00Z");
    const payer = await customer("UTC", 900);
    await scheduled(payer, {
      payment: sampleTransfer({ amount: 800 }),
      startDate: "2030-09-02",
      repeat: "none",
    });
    const lowered = await t.app.inject({
      method: "PUT",
      url: `/api/limits/${payer.id}`,
      headers: bearer(await tokenOf(payer.id)),
      payload: { perPayment: 500 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await at("2030-09-02T06:00:00Z");
    expect((await listOf(payer))[0]).toMatchObject({
      status: "Ended",
      runs: [{ status: "Skipped", reason: "overLimit" }],
    });
    expect(await available(payer)).toBe(900);
  });

  it("makes each run once when two instances run the job at the same moment", async () => {
    clock.set("2030-10-01T12:00:00Z");
    const other = await build({}, undefined, clock, t.database);
    try {
      const payers = await Promise.all([1, 2, 3].map(() => customer("Asia/Tokyo", 100)));
      const grace = await customer("UTC", 0, { firstName: "Grace", lastName: "Hopper" });
      for (const payer of payers) {
        await scheduled(payer, {
          payment: samplePayment({ accountNumber: grace.accountNumber }, { amount: 10 }),
          startDate: "2030-10-03",
          repeat: "weekly",
        });
      }
      // 06:00 in Tokyo on October 3 is 21:00 UTC the day before.
      clock.set("2030-10-02T21:00:00Z");
      await Promise.all([runDueSchedules(t.ctx), runDueSchedules(other.ctx), runDueSchedules(t.ctx)]);
      for (const payer of payers) expect(await available(payer)).toBe(90);
      expect(await available(grace)).toBe(30);
    } finally {
      await other.close();
    }
  });
});
