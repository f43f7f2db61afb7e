import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { hashPassword } from "../apps/api/src/lib/passwords";
import { type ChildServer, freePort, repoRoot, startChildServer } from "./lib/child-server";
import { type BenchContext, bearer } from "./lib/context";
import { createScratchDatabase, serverVersion } from "./lib/databases";
import { indexOutboxForHarness } from "./lib/lifecycles";
import { watchPeakMemory } from "./lib/process-memory";
import { buildApi } from "./lib/production-build";
import { clearProfiles, describeProfile, summarizeProfiles } from "./lib/profile-summary";
import { type Failure, type Figure, machine, mergePartialRun, readResults, writeReports } from "./lib/report";
import { benchPassword, fundCustomers, seedCustomers } from "./lib/seed-customers";
import { buildWeb } from "./lib/web-size";
import { benchCardNetworkSecret, runCards } from "./parts/cards";
import { runCluster } from "./parts/cluster";
import { runConversions } from "./parts/conversions";
import { runDrivers } from "./parts/drivers";
import { runEvents } from "./parts/events";
import { runGrowth } from "./parts/growth";
import { runLogin } from "./parts/login";
import { runCeilingB, runTransfers } from "./parts/money";
import { runPayments } from "./parts/payments";
import { runReads } from "./parts/reads";
import { runStatements } from "./parts/statements";
import { runLighthouse, runWebSize } from "./parts/web";

const parts = [
  "reads",
  "pgbench",
  "transfers",
  "payments",
  "conversions",
  "cards",
  "events",
  "login",
  "growth",
  "statements",
  "drivers",
  "cluster",
  "web",
] as const;
const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    "into-report": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
const selected = new Set(args.only ? args.only.split(",") : parts);
const benchDir = path.join(repoRoot, "bench");
const tmpDir = path.join(benchDir, "tmp");
const webDir = path.join(tmpDir, "web-dist");
// A full run writes the committed report; a partial one (--only) writes beside it, for profiling, unless it is
// asked to update the committed report's figures of its parts (--into-report).
const intoReport = Boolean(args.only) && args["into-report"];
const reportDir = args.only && !intoReport ? tmpDir : benchDir;
mkdirSync(tmpDir, { recursive: true });
/** Where the API writes its CPU profile when it stops (`--profile`). */
const profilesDir = path.join(tmpDir, "profiles");
if (args.profile) clearProfiles(profilesDir);

const MB = 1024 ** 2;
const mb = (bytes: number) => Math.round(bytes / MB);
const started = Date.now();
const figures: Figure[] = [];
const failures: Failure[] = [];

/** Runs one part; a failure is written into the results and the run goes on. */
async function part(name: string, work: () => unknown): Promise<void> {
  console.log(`[bench] ${name}`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[bench] ${name} failed: ${message}`);
    failures.push({ part: name, error: message.replace(/\s+/g, " ").slice(0, 500) });
  }
}

const database = await createScratchDatabase("larkspur_bench");
let api: ChildServer | undefined;
let pool: pg.Pool | undefined;
const stopEverything = async () => {
  await api?.stop();
  await pool?.end();
  await database.drop();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopEverything().finally(() => process.exit(130)));
}

try {
  let webBuilt = false;
  if (selected.has("web")) {
    await part("web build", async () => {
      await buildWeb(webDir);
      webBuilt = true;
    });
  }
  const metricsPort = await freePort();
  // As `npm start` runs it (scripts/start.mjs).
  const apiNodeFlags: string[] = JSON.parse(
    readFileSync(path.join(repoRoot, "apps/api/node-flags.json"), "utf8"),
  );
  api = await startChildServer({
    script: buildApi(),
    env: {
      DATABASE_URL: database.url,
      METRICS_PORT: String(metricsPort),
      MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      CARD_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      CARD_NETWORK_SECRET: benchCardNetworkSecret,
      LOG_LEVEL: "warn",
      // The bench runs offline: no exchange rates are fetched from the internet.
      FX_RATES_URL: "off",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
      API_RATE_LIMIT_PER_MINUTE: "100000000",
      // The hot payer pays hundreds of customers a minute, each payment naming its recipient.
      PAYEE_LOOKUPS_PER_HOUR: "100000000",
      DATA_DIR: path.join(tmpDir, "data"),
      WEB_DIST: webBuilt ? webDir : path.join(tmpDir, "no-web-build"),
    },
    readyPath: "/api/health",
    nodeFlags: [...apiNodeFlags, ...(args.profile ? ["--cpu-prof", `--cpu-prof-dir=${profilesDir}`] : [])],
  });
  const memory = watchPeakMemory(api.pid);
  pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle connection the server drops must not end the run; the next query opens another.
  pool.on("error", () => {});

  console.log("[bench] seeding 1,000 customers");
  const passwordHash = await hashPassword(benchPassword);
  const customers = await seedCustomers(pool, 1000, passwordHash, 1);
  const [hot] = await seedCustomers(pool, 1, passwordHash, 1001);
  const [shop] = await seedCustomers(pool, 1, passwordHash, 1002);
  await fundCustomers(pool, customers, 10_000_000n);
  await fundCustomers(pool, [hot!], 10_000_000_000n);
  await indexOutboxForHarness(pool);
  // Statistics, as a database in service has them: without, PostgreSQL plans every statement for tables it takes to
  // be nearly empty.
  await pool.query("analyze");
  const currentUser = await (
    await fetch(`${api.baseUrl}/api/user`, { headers: bearer(customers[0]!.token) })
  ).json();

  const bench: BenchContext = {
    api,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    pool,
    databaseUrl: database.url,
    customers,
    hot: hot!,
    shop: shop!,
    currentUser,
    shared: new Map(),
    record: (figure) => figures.push(figure),
  };
  const memoryByPart = [`${mb(memory.endStretch())} MB after start and seeding`];
  const measured: [string, string, () => Promise<void>][] = [
    ["reads", "reads", () => runReads(bench)],
    ["pgbench", "ceiling B (pgbench)", () => runCeilingB(bench)],
    ["transfers", "transfers", () => runTransfers(bench)],
    ["payments", "payments", () => runPayments(bench)],
    ["conversions", "conversions", () => runConversions(bench)],
    ["cards", "cards", () => runCards(bench)],
    ["events", "events", () => runEvents(bench)],
    ["login", "login", () => runLogin(bench)],
    ["growth", "growth", () => runGrowth(bench)],
    ["statements", "statements", () => runStatements(bench)],
    ["drivers", "drivers", () => runDrivers(bench)],
    ["cluster", "cluster", () => runCluster(bench)],
  ];
  for (const [key, name, work] of measured) {
    if (!selected.has(key)) continue;
    await part(name, work);
    memoryByPart.push(`${mb(memory.endStretch())} MB in ${name}`);
  }
  memory.stop();
  figures.push({
    id: "memory",
    figure: "API resident memory, peak over the run",
    value: memory.peakBytes() / MB,
    unit: "MB",
    budget: "≤ 250 MB",
    withinBudget: memory.peakBytes() <= 250 * MB,
    note: `peaks: ${memoryByPart.join(", ")}`,
  });
  if (webBuilt) {
    await part("web size", () => runWebSize(bench, webDir));
    await part("lighthouse", () => runLighthouse(bench, webDir));
  }
} catch (error) {
  failures.push({ part: "setup", error: error instanceof Error ? error.message : String(error) });
  console.error(error);
} finally {
  await stopEverything().catch((error) => failures.push({ part: "clean-up", error: String(error) }));
}

if (args.profile) {
  const summary = summarizeProfiles(profilesDir);
  if (summary) {
    const idle = summary.areas.find(({ area }) => area.startsWith("idle"))?.share ?? 0;
    figures.push({
      id: "api-profile",
      figure: "API CPU profile over the parts run (--profile): share of samples not idle",
      value: Math.round((1 - idle) * 1000) / 10,
      unit: "%",
      note: describeProfile(summary),
    });
  }
}

const results = {
  date: new Date().toISOString(),
  durationSeconds: (Date.now() - started) / 1000,
  machine: machine(await serverVersion().catch(() => "unknown")),
  figures,
  failures,
};
writeReports(
  intoReport
    ? mergePartialRun(readResults(path.join(benchDir, "results.json")), results, [...selected])
    : results,
  {
    markdown: path.join(reportDir, "RESULTS.md"),
    json: path.join(reportDir, "results.json"),
    baseline: path.join(benchDir, "baseline.json"),
    notes: path.join(benchDir, "changes.md"),
  },
);
console.log(
  `[bench] done in ${Math.round((Date.now() - started) / 1000)} s: ${path.join(reportDir, "RESULTS.md")}`,
);
process.exit(0);
