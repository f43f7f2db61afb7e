import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config";
import { runLedgerCheck } from "../src/modules/ledger/ledger-check.service";
import { metricsListenOptions, startMetricsServer } from "../src/modules/metrics/metrics-server";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { fund, history, operator, quickCustomer, sendMoney } from "./support/money";

let t: TestApp;
let server: Awaited<ReturnType<typeof startMetricsServer>>;
let emails: string[];
let ids: string[];

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one sample, e.g. `larkspur_sign_in_failures_total` or `name{label="x"}`. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`no sample ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  // A tight limit on /api/auth/*, so that a refusal can be provoked.
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: "5" });
  server = await startMetricsServer(t.ctx.metrics, { port: 0, host: "127.0.0.1" });
  const staff = await operator(t);
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, 100);
  const { transactionId } = await sendMoney(t, customer);
  expect((await history(t, customer)).statusCode).toBe(200);
  await t.app.inject({ method: "GET", url: `/api/transaction/${staff.id}`, headers: bearer(customer.token) });
  await t.app.inject({ method: "GET", url: `/no/such/page/${customer.email}` });
  for (let attempt = 0; attempt < 7; attempt++) {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: "not the password" },
    });
  }
  await runLedgerCheck(t.ctx);
  emails = [customer.email, staff.email];
  ids = [customer.id, staff.id, transactionId, customer.accountNumber];
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe("GET /metrics on METRICS_PORT", () => {
  it("counts requests and times them by route pattern, method and status", async () => {
    const text = await scrape();
    expect(
      sample(
        text,
        'larkspur_http_requests_total{method="GET",route="/api/transaction/:userId",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'larkspur_http_requests_total{method="GET",route="/api/transaction/:userId",status="403"}',
      ),
    ).toBe(1);
    expect(sample(text, 'larkspur_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(
      sample(
        text,
        'larkspur_http_request_duration_seconds_count{method="GET",route="/api/transaction/:userId",status="200"}',
      ),
    ).toBe(1);
    // The history read is one statement, session and page together.
    expect(
      sample(text, 'larkspur_db_statements_per_request_sum{method="GET",route="/api/transaction/:userId"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reports sign-in failures, rate-limit refusals, mail, sessions, the job queue, the pool and the ledger", async () => {
    const text = await scrape();
    expect(sample(text, "larkspur_sign_in_failures_total")).toBe(5);
    expect(sample(text, 'larkspur_rate_limit_refusals_total{limit="auth"}')).toBe(2);
    expect(sample(text, "larkspur_active_sessions")).toBe(2);
    expect(sample(text, "larkspur_event_streams_active")).toBe(0);
    expect(sample(text, "larkspur_ledger_problems")).toBe(0);
    expect(sample(text, 'larkspur_job_queue_depth{queue="ledger-check"}')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^larkspur_job_queue_oldest_seconds\{queue="mail"\} /m);
    expect(sample(text, "larkspur_db_pool_waiting")).toBe(0);
    expect(text).toMatch(/^larkspur_db_pool_connections_in_use \d+$/m);
    expect(text).toMatch(/^larkspur_mail_sent_total \d+$/m);
    expect(text).toMatch(/^larkspur_mail_failed_total 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("puts no id, e-mail address or raw URL in any label", async () => {
    const text = await scrape();
    for (const value of [...emails, ...ids]) expect(text).not.toContain(value);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(text).not.toContain("@");
    expect(text).not.toContain("/no/such/page");
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    for (const route of routes) expect(route === "unmatched" || route!.startsWith("/")).toBe(true);
    expect([...routes].every((route) => !/\d{6,}/.test(route!))).toBe(true);
  });

  it("is not served on the public port", async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("larkspur_http_requests_total");
  });

  it("refuses to start with METRICS_PORT equal to PORT", () => {
    expect(() => parseConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ/);
    expect(parseConfig({ PORT: "3000" }).METRICS_PORT).toBeUndefined();
  });

  it("listens on METRICS_HOST, this machine only by default, even when the public port listens on every address", async () => {
    const everywhere = { HOST: "0.0.0.0", SMTP_URL: "smtp://mail.example:25", METRICS_PORT: "9464" };
    expect(metricsListenOptions(parseConfig(everywhere))).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(metricsListenOptions(parseConfig({ ...everywhere, METRICS_HOST: "10.0.0.5" }))).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
    const listening = await startMetricsServer(t.ctx.metrics, {
      ...metricsListenOptions(parseConfig(everywhere))!,
      port: 0,
    });
    try {
      expect((await fetch(`http://127.0.0.1:${listening.port}/metrics`)).status).toBe(200);
    } finally {
      await listening.close();
    }
  });

  it("counts every SQL statement the process sent, the requests' apart from the background's", async () => {
    const perRequest = (text: string) =>
      sample(text, 'larkspur_db_statements_per_request_sum{method="GET",route="/api/transaction/:userId"}');
    const sent = (text: string, by: "requests" | "background") =>
      sample(text, `larkspur_db_statements_total{sent_by="${by}"}`);
    const customer = await quickCustomer(t);
    const before = await scrape();
    expect((await history(t, customer)).statusCode).toBe(200);
    const afterRequest = await scrape();
    const afterScrape = await scrape();
    await runLedgerCheck(t.ctx);
    const afterCheck = await scrape();
    const historyStatements = perRequest(afterRequest) - perRequest(before);
    expect(historyStatements).toBeGreaterThanOrEqual(1);
    expect(sent(afterRequest, "requests") - sent(before, "requests")).toBe(historyStatements);
    // A scrape reads the database's gauges: the background's statements, no request's.
    expect(sent(afterScrape, "requests")).toBe(sent(afterRequest, "requests"));
    expect(sent(afterScrape, "background")).toBeGreaterThan(sent(afterRequest, "background"));
    // Called with the requests' context, the ledger check's statements count as theirs.
    expect(sent(afterCheck, "requests")).toBeGreaterThan(sent(afterScrape, "requests"));
    expect(perRequest(afterCheck)).toBe(perRequest(afterRequest));
  });

  it("counts the jobs' statements as the background's", async () => {
    const customer = await quickCustomer(t);
    const sent = (text: string, by: "requests" | "background") =>
      sample(text, `larkspur_db_statements_total{sent_by="${by}"}`);
    const ofRequest = (text: string) =>
      text.includes('route="/api/auth/forgotpassword"')
        ? sample(
            text,
            'larkspur_db_statements_per_request_sum{method="POST",route="/api/auth/forgotpassword"}',
          )
        : 0;
    const mailed = (text: string) => sample(text, "larkspur_mail_sent_total");
    const before = await scrape();
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgotpassword",
      payload: { email: customer.email },
      remoteAddress: "10.9.9.9",
    });
    expect(asked.statusCode).toBe(200);
    // The request only queues a job; the worker looks the address up and mails the link, in the background.
    let after = await scrape();
    while (mailed(after) === mailed(before)) after = await scrape();
    expect(sent(after, "requests") - sent(before, "requests")).toBe(ofRequest(after) - ofRequest(before));
    expect(sent(after, "background")).toBeGreaterThan(sent(before, "background"));
  });
});

describe("statements per request on a busy process", () => {
  it("counts the statements of one request per STATEMENT_SAMPLE_MS, and every statement in the total", async () => {
    const sampled = await build({ STATEMENT_SAMPLE_MS: "3600000" });
    const metricsServer = await startMetricsServer(sampled.ctx.metrics, { port: 0, host: "127.0.0.1" });
    try {
      const read = async () => (await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`)).text();
      const series =
        'larkspur_db_statements_per_request_count{method="GET",route="/api/transaction/:userId"}';
      const customer = await quickCustomer(sampled);
      for (let reads = 0; reads < 3; reads++) expect((await history(sampled, customer)).statusCode).toBe(200);
      const first = await read();
      expect(sample(first, series)).toBe(1);
      expect((await history(sampled, customer)).statusCode).toBe(200);
      const second = await read();
      expect(sample(second, series)).toBe(1);
      const sent = 'larkspur_db_statements_total{sent_by="requests"}';
      expect(sample(second, sent)).toBeGreaterThan(sample(first, sent));
    } finally {
      await metricsServer.close();
      await sampled.close();
    }
  });
});
