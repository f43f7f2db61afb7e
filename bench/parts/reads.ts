import path from "node:path";
import { repoRoot, startChildServer } from "../lib/child-server";
import { type BenchContext, bearer, ratioWithin } from "../lib/context";
import { type LoadFigures, type LoadTarget, measureLoad, rotating } from "../lib/load";
import { measurePacedLoad } from "../lib/paced-load";
import { type CpuByProcess, cpuPerNote, measuringCpu } from "../lib/process-cpu";
import { buildCeilingServer } from "../lib/production-build";

// The API runs its first seconds under load at about three quarters of its later rate (its code still being
// optimized), where the bare route settles at once: both are measured once warm.
const window = { warmUpSeconds: 10, measureSeconds: 10 };
const paced = { warmUpSeconds: 2, measureSeconds: 8 };

/** Ceiling A: bare Fastify routes with the same JSON as the API's two reads, compiled and started like the API. */
async function startCeilingA(bench: BenchContext, historyPage: unknown) {
  return startChildServer({
    script: await buildCeilingServer(path.join(repoRoot, "bench/tmp")),
    env: {
      LOG_LEVEL: "warn",
      BENCH_CEILING_BODY: JSON.stringify(bench.currentUser),
      BENCH_CEILING_HISTORY_BODY: JSON.stringify(historyPage),
    },
    readyPath: "/api/user",
  });
}

/** The CPU per request of a load, warm-up and window together. */
const cpuPerRequestNote = (server: string, cpu: CpuByProcess, load: LoadFigures) =>
  cpuPerNote(cpu, load.requests + load.warmUpRequests, { unit: "request", server, digits: 3 });

function recordRead(
  bench: BenchContext,
  id: string,
  name: string,
  ceiling: number,
  { result: peak, cpu }: { result: LoadFigures; cpu: CpuByProcess },
) {
  const ratio = peak.requestsPerSecond / ceiling;
  bench.record({
    id: `${id}-rps`,
    figure: `${name}: requests per second`,
    value: peak.requestsPerSecond,
    unit: "req/s",
    ceiling: `A ${Math.round(ceiling)} req/s`,
    ratio,
    budget: "≥ 40 % of A",
    withinBudget: ratioWithin(ratio, "least", 0.4),
    note: cpuPerRequestNote("API", cpu, peak),
  });
  bench.record({ id: `${id}-p50`, figure: `${name}: p50 at peak`, value: peak.p50Ms, unit: "ms" });
  bench.record({ id: `${id}-p99`, figure: `${name}: p99 at peak`, value: peak.p99Ms, unit: "ms" });
  bench.record({
    id: `${id}-errors`,
    figure: `${name}: errors at peak`,
    value: peak.errors,
    unit: "",
    budget: "0",
    withinBudget: peak.errors === 0,
    note: `${peak.requests} requests in all`,
  });
}

const milliseconds = (value: number) => value.toFixed(value < 10 ? 2 : 0);

/**
 * The same target at a steady 80 % of its peak rate: how far p99 strays from p50 when the server is busy but not
 * full. The bare route then gets the same steady load, so the machine's own tail can be told from the API's.
 */
async function recordPaced(
  bench: BenchContext,
  id: string,
  name: string,
  target: LoadTarget,
  bareTarget: LoadTarget,
  peak: LoadFigures,
) {
  const rate = Math.max(1, Math.floor(peak.requestsPerSecond * 0.8));
  const paced80 = await measurePacedLoad({ ...target, rate }, paced);
  const bare = await measurePacedLoad({ ...bareTarget, rate }, paced);
  const spread = paced80.p99Ms / Math.max(paced80.p50Ms, 0.001);
  const bareSpread = bare.p99Ms / Math.max(bare.p50Ms, 0.001);
  // A server that falls behind a steady load answers from a queue longer than at its peak, with the peak's 50
  // requests in flight: its p50 is then the queue's, not its own, and the ratio says nothing.
  const keptUp = paced80.answeredInWindow >= 0.99 && paced80.p50Ms <= peak.p50Ms;
  bench.record({
    id: `${id}-p99-over-p50-at-80`,
    figure: `${name}: p99 / p50 at a steady 80 % of peak`,
    value: spread,
    unit: "×",
    budget: "≤ 5×",
    withinBudget: ratioWithin(spread, "most", 5) && paced80.errors === 0 && keptUp,
    note:
      `${rate} req/s: p50 ${milliseconds(paced80.p50Ms)} ms (at peak ${peak.p50Ms} ms), p99 ` +
      `${milliseconds(paced80.p99Ms)} ms, ${(paced80.answeredInWindow * 100).toFixed(1)} % answered within the ` +
      `window${keptUp ? "" : ": it fell behind the load"}, ${paced80.errors} errors; the bare route at the same ` +
      `rate: p50 ${milliseconds(bare.p50Ms)} ms, p99 ${milliseconds(bare.p99Ms)} ms (${bareSpread.toFixed(1)}×)`,
  });
}

/**
 * The two reads every signed-in page makes, with tokens spread over 1,000 customers. Ceiling A is measured again
 * right before each, so a ratio compares two windows a few seconds apart, not a minute apart on a machine whose other
 * load comes and goes.
 */
export async function runReads(bench: BenchContext): Promise<void> {
  const nextCustomer = rotating(bench.customers);
  const first = bench.customers[0]!;
  const firstHistory = `/api/transaction/${first.id}`;
  const historyAnswer = await fetch(`${bench.api.baseUrl}${firstHistory}`, { headers: bearer(first.token) });
  if (!historyAnswer.ok) throw new Error(`GET ${firstHistory} answered ${historyAnswer.status}`);
  // Each read against the bare route answering what it answers: the first customer's user, or their history page.
  const targets: [string, string, string, LoadTarget][] = [
    [
      "user",
      "GET /api/user",
      "/api/user",
      { url: bench.api.baseUrl, next: () => ({ path: "/api/user", headers: bearer(nextCustomer().token) }) },
    ],
    [
      "history",
      "GET /api/transaction/{userId}",
      firstHistory,
      {
        url: bench.api.baseUrl,
        next: () => {
          const customer = nextCustomer();
          return { path: `/api/transaction/${customer.id}`, headers: bearer(customer.token) };
        },
      },
    ],
  ];
  const ceilingServer = await startCeilingA(bench, await historyAnswer.json());
  try {
    for (const [id, name, ceilingPath, target] of targets) {
      const bareTarget: LoadTarget = { url: ceilingServer.baseUrl, next: () => ({ path: ceilingPath }) };
      const { result: ceiling, cpu } = await measuringCpu(ceilingServer.pid, () =>
        measureLoad(bareTarget, window),
      );
      bench.record({
        id: `ceiling-a-${id}`,
        figure: `Ceiling A before ${name}: bare Fastify route, same JSON from memory`,
        value: ceiling.requestsPerSecond,
        unit: "req/s",
        note: `p50 ${ceiling.p50Ms} ms, p99 ${ceiling.p99Ms} ms; ${cpuPerRequestNote("server", cpu, ceiling)}`,
      });
      const peak = await measuringCpu(bench.api.pid, () => measureLoad(target, window));
      recordRead(bench, id, name, ceiling.requestsPerSecond, peak);
      await recordPaced(bench, id, name, target, bareTarget, peak.result);
    }
  } finally {
    await ceilingServer.stop();
  }
}
