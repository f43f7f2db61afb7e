import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { type ApiProcess, apiProcess } from "./api-process";
import { ageStalledRuns, type Check, runChecks, scheduledRunsLeft, unfinishedMail } from "./checks";
import { type Cluster, startCluster } from "./cluster";
import { type FaultLog, runFaults, sampleBalances } from "./faults";
import { type HarnessDb, harnessDb } from "./harness-db";
import { History } from "./history";
import { type RequestCounts, retryingClient } from "./http-client";
import { runLifecycles } from "./lifecycles";
import { createOperators, signUpCustomers } from "./setup";
import { type Actors, chaosCardNetworkSecret, deposit, issueCards } from "./workload";

/**
 * The bank workload under faults (Jepsen's "bank" test, for this API): customers move money through two API processes
 * while the harness kills them and restarts the database, then the books, the answers and the mail are checked.
 */
const CUSTOMERS = 20;
const OPENING_DEPOSIT_CENTS = 400_000n;
const LOAD = {
  lifecycles: 2_000,
  clients: 16,
  perSecond: 34,
  maxSeconds: 100,
  fourEyesCents: 10_000n,
  seed: 8,
};
const SETTLE_TIMEOUT_MS = 120_000;
/**
 * How long the harness waits for the scheduled-runs job to finish the runs due: it looks every minute (and at once
 * when a schedule is confirmed), and a run its instance left halfway is aged so the next look takes it over.
 */
const RUNS_TIMEOUT_MS = 150_000;
/** A run Running this long was left by an instance that stopped: a live one finishes a run in well under a second. */
const STALLED_RUN_SECONDS = 20;
/** The share of first attempts a client stops waiting for early and sends again. */
const IMPATIENCE = 0.05;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

const dir = mkdtempSync(path.join(tmpdir(), "larkspur-chaos-"));
let cluster: Cluster | undefined;
/** Both API processes share the database, so they share the key of its authenticator secrets. */
const mfaEncryptionKey = randomBytes(32).toString("hex");
let db: HarnessDb | undefined;
const apis: ApiProcess[] = [];

async function cleanUp(): Promise<void> {
  await Promise.allSettled(apis.map((api) => api.stop()));
  await db?.close().catch(() => undefined);
  await cluster?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function settle(database: HarnessDb): Promise<number> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let left = await unfinishedMail(database);
  while (left > 0 && Date.now() < deadline) {
    await delay(500);
    left = await unfinishedMail(database);
  }
  return Date.now();
}

/** Waits (bounded) until no confirmed schedule has a run due and unmade; answers how many runs were taken over. */
async function awaitScheduledRuns(database: HarnessDb): Promise<number> {
  const deadline = Date.now() + RUNS_TIMEOUT_MS;
  let takenOver = 0;
  for (;;) {
    const left = await scheduledRunsLeft(database);
    if ((left.due === 0 && left.running === 0) || Date.now() >= deadline) return takenOver;
    if (left.running > 0) takenOver += await ageStalledRuns(database, STALLED_RUN_SECONDS);
    await delay(1_000);
  }
}

function print(
  checks: Check[],
  counts: RequestCounts,
  history: History,
  faults: FaultLog,
  takenOver: number,
  seconds: string,
) {
  const violations = checks.reduce((sum, check) => sum + check.violations, 0);
  console.log("\nChecks");
  for (const check of checks)
    console.log(`  ${check.violations === 0 ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
  console.log("\nFigures");
  const payments = [...history.transfers.values()].filter((outcome) => outcome.payeeId !== undefined);
  const paid = payments.filter((outcome) => outcome.status === "Completed").length;
  console.log(
    `  lifecycles: ${history.lifecycles} (${history.initiated.size - payments.length} transfers, ${payments.length} payments of which ${paid} completed, ${history.depositCount} deposits counting the opening ones, ${history.expectedRefusals} requests refused for want of money)`,
  );
  const forRequests = payments.filter((outcome) => outcome.requestId !== undefined);
  console.log(
    `  money requests: ${forRequests.length} payments of a request started, ${forRequests.filter((outcome) => outcome.status === "Completed").length} completed, ${history.paidByAnother} payers told another payment paid it first`,
  );
  console.log(
    `  requests: ${counts.requests}, retries: ${counts.retries} (${counts.connectionErrors} without an answer, ${counts.abandoned} of them abandoned on purpose; ${counts.serverErrors} 5xx or 429)`,
  );
  console.log(
    `  scheduled payments: ${history.schedules.size} confirmed, ${takenOver} runs left halfway by a stopped instance and taken over`,
  );
  console.log(`  faults injected: ${faults.injected.length}`);
  console.log(`  violations: ${violations}`);
  console.log(`  took: ${seconds} s`);
  return violations;
}

async function main(): Promise<number> {
  const started = Date.now();
  const [databasePort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster(dir, databasePort);
  const env = (port: number) => ({
    DATABASE_URL: cluster!.url,
    MFA_ENCRYPTION_KEY: mfaEncryptionKey,
    CARD_ENCRYPTION_KEY: mfaEncryptionKey,
    CARD_NETWORK_SECRET: chaosCardNetworkSecret,
    DATA_DIR: path.join(dir, "api-data"),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    // Its few customers pay each other hundreds of times an hour: the payee look-up budget is not under test.
    PAYEE_LOOKUPS_PER_HOUR: "1000000",
    FOUR_EYES_THRESHOLD: "100.00",
  });
  apis.push(apiProcess("api-a", portA, env(portA), path.join(dir, "api-a.log")));
  apis.push(apiProcess("api-b", portB, env(portB), path.join(dir, "api-b.log")));
  // The first process migrates the empty database; the second then finds it up to date.
  for (const api of apis) await api.start();
  db = harnessDb(cluster.url);

  const setupCounts: RequestCounts = {
    requests: 0,
    retries: 0,
    connectionErrors: 0,
    serverErrors: 0,
    abandoned: 0,
  };
  const setupClient = retryingClient(
    apis.map((api) => api.baseUrl),
    setupCounts,
  );
  const history = new History();
  const operators = await createOperators(setupClient, env(portA), 2);
  const customers = await signUpCustomers(setupClient, db, CUSTOMERS);
  const setup: Actors = { client: setupClient, db, history, customers, operators };
  await Promise.all(customers.map((customer) => deposit(setup, operators, customer, OPENING_DEPOSIT_CENTS)));
  await issueCards(setup);
  console.log(
    `Set up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${CUSTOMERS} customers with $${Number(OPENING_DEPOSIT_CENTS) / 100} each, 2 operators, 2 API processes; load of ${LOAD.lifecycles} lifecycles from ${LOAD.clients} clients`,
  );

  const counts: RequestCounts = {
    requests: 0,
    retries: 0,
    connectionErrors: 0,
    serverErrors: 0,
    abandoned: 0,
  };
  const baseUrls = apis.map((api) => api.baseUrl);
  const actors: Actors = { ...setup, client: retryingClient(baseUrls, counts, IMPATIENCE) };
  const [apiA, apiB] = apis as [ApiProcess, ApiProcess];
  const faults: FaultLog = { injected: [] };
  const kill = (api: ApiProcess) => async () => {
    await api.kill();
    await api.start();
  };
  const began = Date.now();
  const load = runLifecycles(actors, LOAD, () => {});
  const faulted = runFaults(
    [
      { at: 10, name: "SIGKILL api-a and restart it", inject: kill(apiA) },
      { at: 25, name: "PostgreSQL fast shutdown and start", inject: () => cluster!.restart() },
      { at: 40, name: "SIGKILL api-b and restart it", inject: kill(apiB) },
    ],
    faults,
    began,
  );
  const samples = sampleBalances(db, Promise.all([load, faulted]));
  await Promise.all([load, faulted]);
  console.log(
    `Load done in ${((Date.now() - began) / 1000).toFixed(1)} s; waiting for the scheduled runs, then the mail to settle`,
  );
  const takenOver = await awaitScheduledRuns(db);
  await settle(db);

  const checks = await runChecks(db, history, await samples);
  const crashes = apis.reduce((sum, api) => sum + api.unexpectedExits, 0);
  checks.push({
    name: "no API process died unasked",
    violations: crashes,
    detail: `${crashes} unexpected exits`,
  });
  const violations = print(
    checks,
    counts,
    history,
    faults,
    takenOver,
    ((Date.now() - started) / 1000).toFixed(0),
  );
  if (violations > 0) {
    for (const api of apis) console.log(`\nLast lines of ${api.name}'s log:\n${api.logTail(40)}`);
  }
  return violations === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  for (const api of apis) console.log(`\nLast lines of ${api.name}'s log:\n${api.logTail(40)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
