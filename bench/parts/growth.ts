import { performance } from "node:perf_hooks";
import { type BenchContext, ratioWithin } from "../lib/context";
import { jsonClient } from "../lib/http-json";
import { rotating } from "../lib/load";
import { growPostingsTo } from "../lib/seed-postings";

const window = { warmUpSeconds: 2, measureSeconds: 8 };
// A light load, so p50 is the time one request takes rather than its wait behind 49 others.
const connections = 4;

/**
 * Timed here rather than by autocannon, whose latencies are whole milliseconds: a read that takes less than one would
 * show as 0 at both sizes and leave no ratio.
 */
async function historyP50(bench: BenchContext, query = ""): Promise<number> {
  const nextCustomer = rotating(bench.customers);
  const client = jsonClient(bench.api.baseUrl, connections);
  const measureFrom = performance.now() + window.warmUpSeconds * 1000;
  const measureUntil = measureFrom + window.measureSeconds * 1000;
  const latencies: number[] = [];
  const worker = async () => {
    while (performance.now() < measureUntil) {
      const customer = nextCustomer();
      const began = performance.now();
      const answer = await client.request("GET", `/api/transaction/${customer.id}${query}`, customer.token);
      if (answer.status !== 200) throw new Error(`history answered ${answer.status}`);
      if (began >= measureFrom) latencies.push(performance.now() - began);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    client.close();
  }
  latencies.sort((a, b) => a - b);
  return Math.round(latencies[Math.floor(latencies.length / 2)]! * 100) / 100;
}

/**
 * A search with every kind of filter, matching each bench customer's opening deposit: the words, the type, the
 * status, the currency, a date range and an amount range.
 */
function filteredSearch(): string {
  const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return `?q=opening&type=Deposit&status=Completed&currency=USD&from=${from}&to=${to}&minAmount=1&maxAmount=1000000`;
}

/**
 * GET /api/transaction/{userId} p50 with 10,000 and with 1,000,000 postings (4 connections), unfiltered and with a
 * filtered search: indexes, not scans.
 */
export async function runGrowth(bench: BenchContext): Promise<void> {
  const small = await growPostingsTo(bench.pool, 10_000);
  const smallP50 = await historyP50(bench);
  const smallFilteredP50 = await historyP50(bench, filteredSearch());
  bench.record({
    id: "growth-10k",
    figure: `History p50 with ${small.toLocaleString("en-US")} postings`,
    value: smallP50,
    unit: "ms",
  });
  bench.record({
    id: "growth-filtered-10k",
    figure: `History search p50 with ${small.toLocaleString("en-US")} postings (every filter)`,
    value: smallFilteredP50,
    unit: "ms",
  });
  const large = await growPostingsTo(bench.pool, 1_000_000);
  const largeP50 = await historyP50(bench);
  const largeFilteredP50 = await historyP50(bench, filteredSearch());
  const filteredRatio = largeFilteredP50 / smallFilteredP50;
  bench.record({
    id: "growth-filtered-1m",
    figure: `History search p50 with ${large.toLocaleString("en-US")} postings (every filter)`,
    value: largeFilteredP50,
    unit: "ms",
    ceiling: `p50 at 10k ${smallFilteredP50} ms`,
    ratio: filteredRatio,
    ratioAs: "times",
    budget: "≤ 1.5× the p50 at 10k",
    withinBudget: ratioWithin(filteredRatio, "most", 1.5),
  });
  const ratio = largeP50 / smallP50;
  bench.record({
    id: "growth-1m",
    figure: `History p50 with ${large.toLocaleString("en-US")} postings`,
    value: largeP50,
    unit: "ms",
    ceiling: `p50 at 10k ${smallP50} ms`,
    ratio,
    ratioAs: "times",
    budget: "≤ 1.5× the p50 at 10k",
    withinBudget: ratioWithin(ratio, "most", 1.5),
  });
}
