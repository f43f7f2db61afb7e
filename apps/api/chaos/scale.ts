import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { expectedRatesDate } from "../src/modules/rates";
import { type ApiProcess, apiProcess } from "./api-process";
import { type Check, conversionsOnce, runChecks, unfinishedMail } from "./checks";
import { type Cluster, startCluster } from "./cluster";
import { holdEventStreams } from "./event-streams";
import { type FaultLog, runFaults, sampleBalances } from "./faults";
import { type LoadBalancer, type Pooler, startPooler, startProxy } from "./front";
import { type HarnessDb, harnessDb } from "./harness-db";
import { History } from "./history";
import { type RequestCounts, retryingClient, type SeenAnswer } from "./http-client";
import { type Plan, runLifecycles, seededRandom } from "./lifecycles";
import { type Customer, createOperators, signUpCustomers } from "./setup";
import { type Actors, convertBalances, deposit } from "./workload";

/**
 * Several API processes as deploy/ runs them: HAProxy in front of three, PgBouncer in transaction pooling before
 * PostgreSQL. Customers move money, read and hold 100 live event streams through the proxy while one process is
 * SIGKILLed (and started again), PgBouncer restarts and another process stops gracefully; then the books, the
 * answers, the streams and a shared rate limit are checked.
 */
const CUSTOMERS = 20;
const STREAMS = 100;
const OPENING_DEPOSIT_CENTS = 400_000n;
const LOAD = {
  lifecycles: 1_200,
  clients: 16,
  perSecond: 22,
  maxSeconds: 60,
  fourEyesCents: 10_000n,
  seed: 48,
  // The cluster is under test here; cards and scheduled runs are the chaos test's.
  leaveOut: ["card-clear", "card-reverse", "schedule"] as Plan[],
};
const READERS = 4;
/** Customers converting dollars to euros beside the load, each one conversion at a time with a pause between. */
const CONVERTERS = 3;
const CONVERTER_PAUSE_MS = 250;
/** The dev mailbox's limit per client address, counted in Redis by every process together. */
const MAILBOX_LIMIT = 30;
/** Readiness answers 503 this long on SIGTERM: HAProxy checks every 2 s and takes a process out after 2 failures. */
const DRAIN_SECONDS = 6;
const SETTLE_TIMEOUT_MS = 120_000;
const IMPATIENCE = 0.05;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

const dir = mkdtempSync(path.join(tmpdir(), "larkspur-scale-"));
const run = randomBytes(6).toString("hex");
const mfaEncryptionKey = randomBytes(32).toString("hex");
let cluster: Cluster | undefined;
let pooler: Pooler | undefined;
let proxy: LoadBalancer | undefined;
let db: HarnessDb | undefined;
let ratesServer: Server | undefined;
const apis: ApiProcess[] = [];

async function cleanUp(): Promise<void> {
  await proxy?.stop().catch(() => undefined);
  ratesServer?.close();
  await Promise.allSettled(apis.map((api) => api.stop()));
  await pooler?.stop().catch(() => undefined);
  await db?.close().catch(() => undefined);
  await cluster?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const newCounts = (): RequestCounts => ({
  requests: 0,
  retries: 0,
  connectionErrors: 0,
  serverErrors: 0,
  abandoned: 0,
});

/** Reads customers make beside the money: their profile and their history, until `done`. */
async function read(actors: Actors, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let reads = 0;
  const reader = async (offset: number) => {
    for (let round = 0; !finished; round++) {
      const customer = actors.customers[(offset + round * READERS) % actors.customers.length]!;
      const path = round % 2 === 0 ? "/api/user" : `/api/transaction/${customer.id}`;
      const answer = await actors.client({ method: "GET", path, token: customer.token });
      if (answer.status !== 200) actors.history.surprise(`GET ${path}: ${answer.status}`);
      reads += 1;
      await delay(50);
    }
  };
  await Promise.all(Array.from({ length: READERS }, (_, offset) => reader(offset)));
  return reads;
}

/**
 * The ECB's daily file as the rates job fetches it, served on loopback: the shipped sample, dated the day the job
 * expects, so the processes fetch it at start and conversions find rates younger than four days.
 */
async function serveRates(): Promise<string> {
  const xml = sampleRatesXml(expectedRatesDate(new Date()));
  ratesServer = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/xml" });
    response.end(xml);
  }).listen(0, "127.0.0.1");
  await once(ratesServer, "listening");
  const address = ratesServer.address();
  if (!address || typeof address === "string") throw new Error("the rates server has no port");
  return `http://127.0.0.1:${address.port}/eurofxref-daily.xml`;
}

async function ratesLoaded(database: HarnessDb): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await database.query<{ n: number }>(
      "select count(*)::int as n from exchange_rates where currency = 'USD' and source = 'ECB'",
    );
    if ((row?.n ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error("no process fetched the exchange rates from FX_RATES_URL");
    await delay(250);
  }
}

/**
 * Customers convert dollars to euros until `done`: by turns an amount of dollars sold or of euros bought, from $1 to
 * $25, by the same customers who move money in the load, so conversions and payments race for the same balances.
 */
async function convertWhile(actors: Actors, done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const random = seededRandom(LOAD.seed + 1);
  const converter = async (offset: number) => {
    for (let round = 0; !finished; round++) {
      const customer = actors.customers[(offset + round * CONVERTERS) % actors.customers.length]!;
      const minor = BigInt(100 + Math.floor(random() * 2_401));
      await convertBalances(actors, customer, {
        from: "USD",
        to: "EUR",
        side: round % 2 === 0 ? "sell" : "buy",
        minor,
      });
      await delay(CONVERTER_PAUSE_MS);
    }
  };
  await Promise.all(Array.from({ length: CONVERTERS }, (_, offset) => converter(offset)));
}

/** Twice the limit of dev mailbox reads, spread by round robin over every process: only the limit may pass. */
async function sharedRateLimit(baseUrl: string): Promise<Check> {
  const statuses: number[] = [];
  for (let sent = 0; sent < MAILBOX_LIMIT * 2; sent += 10) {
    const batch = Array.from({ length: 10 }, () =>
      fetch(`${baseUrl}/api/dev/mailbox`).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  const refused = statuses.filter((status) => status === 429).length;
  const passed = statuses.length - refused;
  return {
    name: "a rate limit held across instances",
    violations: passed === MAILBOX_LIMIT && refused === MAILBOX_LIMIT ? 0 : 1,
    detail: `${statuses.length} dev mailbox reads through HAProxy at a limit of ${MAILBOX_LIMIT} a minute: ${passed} passed the limit, ${refused} answered 429`,
  };
}

interface Kill {
  server: string;
  from: number;
  until: number;
}

/** 5xx answers are allowed only for requests sent to the SIGKILLed process before it was dead. */
function serverErrors(seen: SeenAnswer[], kills: Kill[]): Check {
  const errors = seen.filter((answer) => answer.status >= 500);
  const inFlightOnKilled = (answer: SeenAnswer) =>
    kills.some((kill) => answer.servedBy === kill.server && answer.sentAt <= kill.until);
  const others = errors.filter((answer) => !inFlightOnKilled(answer));
  return {
    name: "no request got a 5xx except those in flight on the killed instance",
    violations: others.length,
    detail: `${seen.length} answers, ${errors.length - others.length} 5xx from the killed instance, ${others.length} others${others
      .slice(0, 5)
      .map(
        (answer) => `; ${answer.status} ${answer.method} ${answer.path} by ${answer.servedBy ?? "HAProxy"}`,
      )
      .join("")}`,
  };
}

async function settle(database: HarnessDb): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while ((await unfinishedMail(database)) > 0 && Date.now() < deadline) await delay(500);
}

async function main(): Promise<number> {
  const started = Date.now();
  const [databasePort, poolerPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const apiPorts = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster(dir, databasePort);
  pooler = await startPooler(dir, poolerPort, databasePort);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    DATABASE_URL: pooler.url,
    DATABASE_POOLER: "transaction",
    DATABASE_DIRECT_URL: cluster.url,
    MFA_ENCRYPTION_KEY: mfaEncryptionKey,
    CARD_ENCRYPTION_KEY: mfaEncryptionKey,
    DATA_DIR: path.join(dir, "api-data"),
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: "127.0.0.1",
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    // Keys and channels of this run alone, on a Redis others may share.
    RATE_LIMIT_NAMESPACE: `larkspur-scale-${run}-`,
    EVENTS_CHANNEL: `larkspur_scale_${run}`,
    EVENT_STREAMS_PER_SESSION: "20",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    // Its few customers pay each other hundreds of times an hour: the payee look-up budget is not under test.
    PAYEE_LOOKUPS_PER_HOUR: "1000000",
    MAILBOX_RATE_LIMIT_PER_MINUTE: String(MAILBOX_LIMIT),
    FOUR_EYES_THRESHOLD: "100.00",
    FX_RATES_URL: await serveRates(),
  };
  apiPorts.forEach((port, index) => {
    apis.push(apiProcess(`api${index + 1}`, port, env, path.join(dir, `api${index + 1}.log`)));
  });
  // The first process migrates the empty database; the others then find it up to date.
  await apis[0]!.start();
  await Promise.all(apis.slice(1).map((api) => api.start()));
  proxy = await startProxy(
    dir,
    proxyPort,
    apis.map((api, index) => ({ name: api.name, port: apiPorts[index]! })),
  );
  db = harnessDb(cluster.url);
  await ratesLoaded(db);

  const setupClient = retryingClient([proxyUrl], newCounts());
  const history = new History();
  const operators = await createOperators(setupClient, env, 2);
  const customers: Customer[] = await signUpCustomers(setupClient, db, CUSTOMERS);
  const setup: Actors = { client: setupClient, db, history, customers, operators };
  await Promise.all(customers.map((customer) => deposit(setup, operators, customer, OPENING_DEPOSIT_CENTS)));

  const seen: SeenAnswer[] = [];
  const counts = newCounts();
  const client = retryingClient([proxyUrl], counts, IMPATIENCE, (answer) => seen.push(answer));
  const streams = holdEventStreams(proxyUrl, client, db, customers, STREAMS);
  await streams.open();
  console.log(
    `Set up in ${((Date.now() - started) / 1000).toFixed(1)} s: HAProxy, 3 API processes, PgBouncer; ${CUSTOMERS} customers, 2 operators, ${STREAMS} event streams open; load of ${LOAD.lifecycles} lifecycles from ${LOAD.clients} clients, ${CONVERTERS} converters and ${READERS} readers`,
  );

  const actors: Actors = { ...setup, client };
  const [api1, , api3] = apis as [ApiProcess, ApiProcess, ApiProcess];
  const kills: Kill[] = [];
  const faults: FaultLog = { injected: [] };
  const began = Date.now();
  const load = runLifecycles(actors, LOAD, () => {});
  const faulted = runFaults(
    [
      {
        at: 8,
        name: "SIGKILL api1 and start it again",
        inject: async () => {
          const from = Date.now();
          await api1.kill();
          kills.push({ server: api1.name, from, until: Date.now() });
          await api1.start();
        },
      },
      { at: 22, name: "PgBouncer restart", inject: () => pooler!.restart() },
      {
        at: 34,
        name: `SIGTERM api3 (readiness 503 for ${DRAIN_SECONDS} s, then it finishes its requests) and start it again`,
        inject: async () => {
          await api3.stop();
          await api3.start();
        },
      },
    ],
    faults,
    began,
  );
  const both = Promise.all([load, faulted]);
  const samples = sampleBalances(db, both);
  const reads = read(actors, both);
  const conversions = convertWhile(actors, both);
  await both;
  await conversions;
  console.log(`Load done in ${((Date.now() - began) / 1000).toFixed(1)} s; waiting for the mail to settle`);
  await settle(db);

  const checks = await runChecks(db, history, await samples);
  checks.push(await conversionsOnce(db, history));
  checks.push(serverErrors(seen, kills));
  checks.push(await streams.check());
  checks.push(await sharedRateLimit(proxyUrl));
  const crashes = apis.reduce((sum, api) => sum + api.unexpectedExits, 0);
  checks.push({
    name: "no API process died unasked",
    violations: crashes,
    detail: `${crashes} unexpected exits`,
  });

  const violations = checks.reduce((sum, check) => sum + check.violations, 0);
  console.log("\nChecks");
  for (const check of checks)
    console.log(`  ${check.violations === 0 ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
  console.log("\nFigures");
  console.log(
    `  lifecycles: ${history.lifecycles}, conversions: ${history.conversions.size} (${history.expiredQuotes} quotes expired), reads: ${await reads}`,
  );
  console.log(
    `  requests: ${counts.requests}, retries: ${counts.retries} (${counts.connectionErrors} without an answer, ${counts.abandoned} of them abandoned on purpose; ${counts.serverErrors} 5xx or 429)`,
  );
  console.log(`  faults injected: ${faults.injected.length}`);
  console.log(`  violations: ${violations}`);
  console.log(`  took: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (violations > 0) {
    for (const api of apis) console.log(`\nLast lines of ${api.name}'s log:\n${api.logTail(30)}`);
  }
  return violations === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  for (const api of apis) console.log(`\nLast lines of ${api.name}'s log:\n${api.logTail(30)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
