import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { paymentCode } from "@larkspur/test-kit/mail";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { type LoadBalancer, type Pooler, startPooler, startProxy } from "../../apps/api/chaos/front";
import { type ChildServer, freePort, repoRoot, startChildServer } from "../lib/child-server";
import { type BenchContext, bearer } from "../lib/context";
import { driveLifecycles } from "../lib/lifecycles";
import { CONNECTIONS, measureLoad, rotating } from "../lib/load";
import { buildApi } from "../lib/production-build";

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";
const readWindow = { warmUpSeconds: 5, measureSeconds: 10 };
const paymentWindow = { warmUpSeconds: 3, measureSeconds: 10 };
const PGBENCH_SECONDS = 8;

/** `select 1` by 8 clients as the API sends its statements through the pooler (extended protocol, unnamed). */
async function statementLatencyMs(url: string, script: string): Promise<{ tps: number; latencyMs: number }> {
  const { stdout } = await run(
    PGBENCH,
    ["-n", "-M", "extended", "-f", script, "-c", "8", "-j", "2", "-T", String(PGBENCH_SECONDS), url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps || !latency) throw new Error(`pgbench printed no figures: ${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}

/**
 * The cluster as `npm run cluster` runs it, on the bench's database: reads and payments through HAProxy in front of
 * one and then two API processes behind PgBouncer (transaction pooling), beside the same loads sent straight to the
 * bench's API process; and what the pooler adds to one statement.
 */
export async function runCluster(bench: BenchContext): Promise<void> {
  const dir = mkdtempSync(path.join(repoRoot, "bench/tmp/cluster-"));
  // PgBouncer, started by root, runs as the postgres user, who must reach its files.
  chmodSync(dir, 0o755);
  const database = new URL(bench.databaseUrl);
  const apis: ChildServer[] = [];
  const proxies: LoadBalancer[] = [];
  let pooler: Pooler | undefined;
  try {
    pooler = await startPooler(dir, await freePort(), Number(database.port || 5432));
    const pooledUrl = new URL(bench.databaseUrl);
    pooledUrl.port = new URL(pooler.url).port;

    const script = path.join(dir, "select-1.sql");
    writeFileSync(script, "select 1;\n");
    const direct = await statementLatencyMs(bench.databaseUrl, script);
    const pooled = await statementLatencyMs(pooledUrl.toString(), script);
    bench.record({
      id: "cluster-pooler-statement",
      figure: "PgBouncer's cost per statement (select 1, 8 clients)",
      value: (pooled.latencyMs - direct.latencyMs) * 1000,
      unit: "µs",
      note: `${direct.latencyMs.toFixed(3)} ms a statement straight to PostgreSQL (${Math.round(direct.tps)}/s), ${pooled.latencyMs.toFixed(3)} ms through PgBouncer in transaction pooling (${Math.round(pooled.tps)}/s)`,
    });

    const scriptPath = buildApi();
    // The processes share the database, so they share the key of its authenticator secrets.
    const mfaEncryptionKey = randomBytes(32).toString("hex");
    for (let index = 0; index < 2; index++) {
      apis.push(
        await startChildServer({
          script: scriptPath,
          env: {
            DATABASE_URL: pooledUrl.toString(),
            DATABASE_POOLER: "transaction",
            DATABASE_DIRECT_URL: bench.databaseUrl,
            MFA_ENCRYPTION_KEY: mfaEncryptionKey,
            CARD_ENCRYPTION_KEY: mfaEncryptionKey,
            TRUST_PROXY: "127.0.0.1",
            LOG_LEVEL: "warn",
            FX_RATES_URL: "off",
            AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
            API_RATE_LIMIT_PER_MINUTE: "100000000",
            PAYEE_LOOKUPS_PER_HOUR: "100000000",
            DATA_DIR: path.join(dir, `data-${index + 1}`),
            WEB_DIST: path.join(dir, "no-web-build"),
          },
          readyPath: "/api/health",
        }),
      );
    }
    const port = (api: ChildServer) => Number(new URL(api.baseUrl).port);
    for (const servers of [apis.slice(0, 1), apis]) {
      const folder = mkdtempSync(path.join(dir, "haproxy-"));
      proxies.push(
        await startProxy(
          folder,
          await freePort(),
          servers.map((api, index) => ({ name: `api${index + 1}`, port: port(api) })),
        ),
      );
    }

    const reads = (baseUrl: string) => {
      const next = rotating(bench.customers);
      return measureLoad(
        { url: baseUrl, next: () => ({ path: "/api/user", headers: bearer(next().token) }) },
        readWindow,
      );
    };
    const payments = (baseUrl: string) => {
      const at = (index: number) => bench.customers[index % bench.customers.length]!;
      const nth = (worker: number, round: number) => worker + round * CONNECTIONS;
      return driveLifecycles({
        baseUrl,
        pool: bench.pool,
        workers: CONNECTIONS,
        lifecycleOf: (worker, round) => ({
          customer: at(nth(worker, round)),
          body: samplePayment(
            { accountNumber: at(nth(worker, round) + bench.customers.length / 2).accountNumber },
            { amount: 1, description: "Bench payment" },
          ),
        }),
        codeMail: paymentCode,
        done: (verified) => (verified as { status?: string }).status === "Completed",
        window: paymentWindow,
      });
    };
    const setups: [string, string, string][] = [
      ["direct", "straight to one API process on PostgreSQL", bench.api.baseUrl],
      ["pooler", "straight to one API process, PgBouncer", apis[0]!.baseUrl],
      ["proxy-1", "HAProxy, 1 API process, PgBouncer", proxies[0]!.url],
      ["proxy-2", "HAProxy, 2 API processes, PgBouncer", proxies[1]!.url],
    ];
    for (const [id, name, baseUrl] of setups) {
      const load = await reads(baseUrl);
      bench.record({
        id: `cluster-reads-${id}`,
        figure: `GET /api/user, ${name}: requests per second`,
        value: load.requestsPerSecond,
        unit: "req/s",
        note: `p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors, ${CONNECTIONS} connections`,
      });
    }
    for (const [id, name, baseUrl] of setups) {
      const load = await payments(baseUrl);
      bench.record({
        id: `cluster-payments-${id}`,
        figure: `Payments (initiate, verify), ${name}: per second`,
        value: load.perSecond,
        unit: "/s",
        note: `p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors, ${CONNECTIONS} clients`,
      });
    }
  } finally {
    await Promise.allSettled(proxies.map((proxy) => proxy.stop()));
    await Promise.allSettled(apis.map((api) => api.stop()));
    await pooler?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
