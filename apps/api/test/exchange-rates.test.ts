import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { SAMPLE_RATES_DATE, sampleRatesHistoryXml, sampleRatesXml } from "@larkspur/test-kit/rates";
import Fastify from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureQueue, startJobQueue, stopJobQueue } from "../src/jobs/job-queue";
import { parseEcbRates, RatesFileError } from "../src/modules/rates/ecb-rates";
import { newestRatesDate } from "../src/modules/rates/rates.repo";
import { expectedRatesDate, fetchRatesIfDue } from "../src/modules/rates/rates-job";
import { build, freshDatabase, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, operator, quickCustomer, type Staff } from "./support/money";

/** A clock a test sets to a moment of its choosing. */
const clockAt = (iso: string) => {
  const clock = { ms: Date.parse(iso), now: () => new Date(clock.ms) };
  return clock;
};

/** Serves the shipped rates file on loopback, counting the requests; `answer` may be changed to fail them. */
async function ratesServer() {
  const served = { requests: 0, status: 200, body: sampleRatesXml() };
  const server: Server = createServer((_request, response) => {
    served.requests += 1;
    response.writeHead(served.status, { "content-type": "text/xml" }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    served,
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await delay(20);
  }
}

const get = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("the rates job", () => {
  let server: Awaited<ReturnType<typeof ratesServer>>;
  let t: TestApp;
  // A Tuesday evening in Frankfurt, after the ECB published the shipped file's day.
  const clock = clockAt(`${SAMPLE_RATES_DATE}T17:30:00Z`);

  beforeAll(async () => {
    server = await ratesServer();
    t = await build({ FX_RATES_URL: server.url }, undefined, clock);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("fetches the shipped file over loopback when the app starts without rates, and keeps them exactly", async () => {
    const customer = await quickCustomer(t);
    await until(
      async () => (await get(t, customer.token, "/api/rates")).json().date !== null,
      "the first fetch",
    );
    const rates = (await get(t, customer.token, "/api/rates")).json();
    expect(rates).toMatchObject({ base: "EUR", date: SAMPLE_RATES_DATE, source: "ECB" });
    expect(rates.rates).toHaveLength(29);
    expect(rates.rates).toContainEqual({ currency: "USD", rate: 1.1541 });
    expect(rates.rates).toContainEqual({ currency: "JPY", rate: 180.95 });
    const { rows } = await sql<{ rate: string }>`
      select rate::text as rate from exchange_rates where currency = 'GBP'`.execute(t.ctx.db);
    expect(rows).toEqual([{ rate: "0.87890" }]);
    expect(server.served.requests).toBe(1);
  });

  it("does not fetch again while the newest day is the one the ECB last published", async () => {
    await fetchRatesIfDue(t.ctx);
    expect(server.served.requests).toBe(1);
  });

  it("fetches again once a new working day is published, and logs a failure instead of failing", async () => {
    clock.ms = Date.parse("2026-11-25T15:30:00Z");
    server.served.status = 503;
    await expect(fetchRatesIfDue(t.ctx)).resolves.toBeUndefined();
    expect(server.served.requests).toBe(2);
    server.served.status = 200;
    server.served.body = sampleRatesXml("2026-11-25");
    await fetchRatesIfDue(t.ctx);
    expect(server.served.requests).toBe(3);
    expect(await newestRatesDate(t.ctx.db)).toBe("2026-11-25");
  });
});

describe("starting without the internet", () => {
  it("starts, answers with no rates, and leaves the next fetch to the next run", async () => {
    const server = await ratesServer();
    server.served.status = 500;
    const t = await build({ FX_RATES_URL: server.url });
    try {
      const customer = await quickCustomer(t);
      await until(async () => server.served.requests > 0, "the fetch at start");
      await fetchRatesIfDue(t.ctx);
      const rates = await get(t, customer.token, "/api/rates");
      expect(rates.statusCode).toBe(200);
      expect(rates.json()).toEqual({ base: "EUR", date: null, source: null, rates: [] });
    } finally {
      await t.close();
      await server.close();
    }
  });
});

describe("a server started just after another process", () => {
  it("fetches at start though a check that process queued is still taken and unfinished", async () => {
    const server = await ratesServer();
    const database = await freshDatabase();
    // What a process that queued the start check, took it and exited in the middle leaves behind.
    const leftBehind = await startJobQueue(database.jobPool, Fastify().log);
    await ensureQueue(leftBehind, "rates-fetch");
    await leftBehind.send("rates-fetch", {}, { singletonKey: "rates-fetch", singletonSeconds: 60 });
    expect(await leftBehind.fetch("rates-fetch")).toHaveLength(1);
    await stopJobQueue(leftBehind);
    const t = await build(
      { FX_RATES_URL: server.url },
      undefined,
      clockAt(`${SAMPLE_RATES_DATE}T17:30:00Z`),
      database,
    );
    try {
      await until(async () => (await newestRatesDate(t.ctx.db)) === SAMPLE_RATES_DATE, "the fetch at start");
      expect(server.served.requests).toBe(1);
    } finally {
      await t.close();
      await database.close();
      await server.close();
    }
  });
});

describe("the day the ECB should have published", () => {
  it.each([
    ["2026-11-24T14:59:00Z", "2026-11-23"], // Tuesday 15:59 in Frankfurt: Monday's
    ["2026-11-24T15:00:00Z", "2026-11-24"], // Tuesday 16:00: Tuesday's
    ["2026-11-23T08:00:00Z", "2026-11-20"], // Monday morning: Friday's
    ["2026-11-28T18:00:00Z", "2026-11-27"], // Saturday: Friday's
    ["2026-07-01T14:30:00Z", "2026-07-01"], // summer time: 16:30 in Frankfurt
  ])("at %s is %s", (now, expected) => {
    expect(expectedRatesDate(new Date(now))).toBe(expected);
  });
});

describe("reading an ECB rates file", () => {
  it("reads the daily file: every currency Larkspur holds, rates as the file writes them", () => {
    const [day, ...more] = parseEcbRates(sampleRatesXml());
    expect(more).toEqual([]);
    expect(day!.date).toBe(SAMPLE_RATES_DATE);
    expect(day!.rates).toContainEqual({ currency: "HUF", rate: "384.20" });
    expect(day!.rates.map((rate) => rate.currency)).not.toContain("EUR");
  });

  it("reads the 90-day history, newest day first", () => {
    const days = parseEcbRates(sampleRatesHistoryXml(["2026-11-20", "2026-11-24", "2026-11-23"]));
    expect(days.map((day) => day.date)).toEqual(["2026-11-24", "2026-11-23", "2026-11-20"]);
  });

  it("leaves out a currency Larkspur does not hold", () => {
    const xml = sampleRatesXml().replace(
      "<Cube currency='USD'",
      "<Cube currency='XAU' rate='0.0003'/><Cube currency='USD'",
    );
    expect(parseEcbRates(xml)[0]!.rates.map((rate) => rate.currency)).not.toContain("XAU");
  });

  const refused = (xml: string) => {
    try {
      parseEcbRates(xml);
    } catch (error) {
      if (error instanceof RatesFileError) return error.text;
      throw error;
    }
    throw new Error("the file was read");
  };

  it.each([
    ["not XML", "hello"],
    ["XML of another kind", "<?xml version='1.0'?><Document><Cube/></Document>"],
    ["a DOCTYPE with entities", `<!DOCTYPE x [<!ENTITY a "b">]>${sampleRatesXml()}`],
    ["a date that is no day", sampleRatesXml("2026-02-30")],
    [
      "a currency twice",
      sampleRatesXml().replace(
        "<Cube currency='JPY'",
        "<Cube currency='GBP' rate='0.9'/><Cube currency='JPY'",
      ),
    ],
  ])("refuses %s as unreadable", (_what, xml) => {
    expect(refused(xml)).toEqual({ id: "error.ratesFileUnreadable" });
  });

  it.each(["0", "-1.2", "1e3", "1,5", "", "0.0000"])("refuses the rate %j", (rate) => {
    const xml = sampleRatesXml().replace("rate='180.95'", `rate='${rate}'`);
    expect(refused(xml)).toEqual({
      id: "error.ratesFileBadRate",
      values: { currency: "JPY", date: SAMPLE_RATES_DATE },
    });
  });

  it("refuses a day without the US dollar", () => {
    const xml = sampleRatesXml().replace("<Cube currency='USD' rate='1.1541'/>", "");
    expect(refused(xml)).toEqual({ id: "error.ratesFileNoDollar", values: { date: SAMPLE_RATES_DATE } });
  });
});

describe("rates in the back office", () => {
  let t: TestApp;
  let staff: Staff;
  let approver: Staff;
  let customer: Customer;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    approver = await operator(t);
    customer = await quickCustomer(t);
  });
  afterAll(() => t.close());

  const load = (
    token: string,
    payload: unknown,
    url = "/api/admin/rates",
    contentType = "application/json",
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), "content-type": contentType },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  /** A second operator approves a staged file, which makes its rates the rates. */
  const approve = (loadId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/rates/${loadId}/approve`,
      headers: bearer(approver.token),
    });

  it("lets an operator load a file by hand, audited with the reason, and shows it with its source", async () => {
    const loaded = await load(staff.token, { xml: sampleRatesXml(today), reason: "The ECB site was down" });
    expect(loaded.statusCode).toBe(202);
    const approved = await approve(loaded.json().loadId);
    expect(approved.json()).toEqual({
      loadId: loaded.json().loadId,
      status: "Approved",
      dates: [today],
      rates: 29,
    });

    const view = (await get(t, staff.token, "/api/admin/rates")).json();
    expect(view).toMatchObject({ date: today, source: "Manual", base: "EUR" });
    expect(view.rates).toContainEqual({ currency: "KRW", rate: 1697.59 });
    expect(view.days).toEqual([{ date: today, source: "Manual", loadedAt: view.loadedAt, currencies: 29 }]);
    expect((await get(t, customer.token, "/api/rates")).json()).toMatchObject({
      date: today,
      source: "Manual",
    });

    const audit = (await get(t, staff.token, `/api/admin/audit?actor=${staff.id}`)).json().items;
    expect(audit[0]).toMatchObject({
      action: "rates.load",
      subjectType: "rates",
      subjectId: loaded.json().loadId,
      reason: "The ECB site was down",
      after: { dates: [today] },
    });
    expect(audit[0].after.rates).toHaveLength(29);
  });

  it("takes the XML itself with the reason in the query, and replaces the rates of a day it holds", async () => {
    const xml = sampleRatesXml(today).replace("rate='1.1541'", "rate='1.1600'");
    const loaded = await load(staff.token, xml, "/api/admin/rates?reason=Correction", "application/xml");
    expect(loaded.statusCode).toBe(202);
    expect((await approve(loaded.json().loadId)).statusCode).toBe(200);
    const view = (await get(t, staff.token, `/api/admin/rates?date=${today}`)).json();
    expect(view.rates).toContainEqual({ currency: "USD", rate: 1.16 });
  });

  it("refuses a file it cannot use with a clear message, and stores nothing", async () => {
    const before = (await get(t, staff.token, "/api/admin/rates")).json();
    const cases: [unknown, string][] = [
      [
        { xml: "<html>not rates</html>", reason: "Try" },
        "This is not an ECB reference rates file (eurofxref XML) that can be read.",
      ],
      [
        { xml: sampleRatesXml("2999-01-04"), reason: "Try" },
        "The rates file is dated 2999-01-04, a day that has not come yet.",
      ],
      [{ xml: sampleRatesXml(today) }, "A reason is required"],
    ];
    for (const [payload, message] of cases) {
      const refused = await load(staff.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const noReason = await load(staff.token, sampleRatesXml(today), "/api/admin/rates", "text/xml");
    expect(noReason.statusCode).toBe(400);
    expect((await get(t, staff.token, "/api/admin/rates")).json()).toEqual(before);
  });

  it("speaks the operator's language when refusing a file", async () => {
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", staff.id).execute();
    const refused = await load(staff.token, { xml: "nope", reason: "Try" });
    await t.ctx.db.updateTable("users").set({ language: "en-US" }).where("id", "=", staff.id).execute();
    expect(refused.json().message).toBe(
      "Este no es un archivo legible de tipos de referencia del BCE (XML eurofxref).",
    );
  });

  it("keeps the back office to staff and the rates to signed-in callers", async () => {
    expect((await get(t, customer.token, "/api/admin/rates")).statusCode).toBe(403);
    expect((await load(customer.token, { xml: sampleRatesXml(today), reason: "Mine" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/rates" })).statusCode).toBe(401);
  });
});
