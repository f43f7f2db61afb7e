import { setTimeout as delay } from "node:timers/promises";
import type pg from "pg";
import type { BenchContext } from "./context";
import { type CpuByProcess, cpuPerNote, measuringCpu } from "./process-cpu";

/** A route's requests answered, and the statements and number of its sampled ones. */
interface RouteFigures {
  requests: number;
  sampledStatements: number;
  sampled: number;
}

const noRequests: Readonly<RouteFigures> = { requests: 0, sampledStatements: 0, sampled: 0 };

/** What the API's metrics port says of the statements it sent, and of the requests it answered, by route. */
interface StatementsSent {
  all: number;
  /** By `METHOD route`. */
  routes: Map<string, RouteFigures>;
}

async function statementsSent(metricsUrl: string): Promise<StatementsSent> {
  const text = await (await fetch(metricsUrl)).text();
  const total = text.match(/^larkspur_db_statements_total (\d+)$/m);
  if (!total) throw new Error(`${metricsUrl} has no larkspur_db_statements_total`);
  const routes: StatementsSent["routes"] = new Map();
  const routeOf = (key: string) => {
    const route = routes.get(key) ?? { ...noRequests };
    routes.set(key, route);
    return route;
  };
  const series =
    /^(larkspur_http_requests_total|larkspur_db_statements_per_request_sum|larkspur_db_statements_per_request_count)\{method="(\w+)",route="([^"]*)"[^}]*\} (\d+)$/gm;
  for (const [, name, method, route, value] of text.matchAll(series)) {
    const figures = routeOf(`${method} ${route}`);
    if (name === "larkspur_http_requests_total") figures.requests += Number(value);
    else if (name === "larkspur_db_statements_per_request_sum") figures.sampledStatements += Number(value);
    else figures.sampled += Number(value);
  }
  return { all: Number(total[1]), routes };
}

/**
 * The statements the requests answered between two scrapes sent: for each route, its requests times the mean of its
 * sampled ones (the API counts a sample of the requests, STATEMENT_SAMPLE_MS), the mean over the stretch when it
 * sampled that route there, else over the process's life.
 */
function requestStatements(before: StatementsSent, after: StatementsSent): number {
  let statements = 0;
  for (const [key, late] of after.routes) {
    const early = before.routes.get(key) ?? noRequests;
    const requests = late.requests - early.requests;
    if (requests === 0) continue;
    const sampled = late.sampled - early.sampled;
    const mean =
      sampled > 0
        ? (late.sampledStatements - early.sampledStatements) / sampled
        : late.sampledStatements / Math.max(late.sampled, 1);
    statements += requests * mean;
  }
  return statements;
}

/**
 * Waits until the mail worker has taken every mail due, so the delivery of a run's mails counts with the run. A run
 * queues mail faster than one worker delivers it (three mails per payment), so the backlog may take minutes.
 */
async function mailDelivered(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query(
      "select count(*)::int as waiting from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')",
    );
    if (rows[0].waiting === 0) return;
    await delay(200);
  }
  throw new Error("mail still waiting for delivery after 5 minutes");
}

/**
 * Statements per lifecycle: the requests' own (initiate + verify), and the background's (mainly mail delivery); and
 * the CPU each process used for all of them.
 */
export interface StatementsPerLifecycle {
  byRequests: number;
  inBackground: number;
  cpu: CpuByProcess;
  lifecycles: number;
}

/**
 * Runs `work` (lifecycles that all end before it returns) and divides the statements the API sent meanwhile by the
 * lifecycles it ran, warm-up included. The requests' count is estimated from the API's sample of them (each
 * lifecycle's requests send the same statements every time); the background's is the rest of what the API sent: the
 * job queue's polling and maintenance, and mail is delivered in batches, so it varies from run to run. The CPU time of the API,
 * PostgreSQL and the load generator is taken over the same stretch, the delivery of the run's mail included.
 */
export async function countingStatements<T extends { lifecycles: number }>(
  bench: BenchContext,
  work: () => Promise<T>,
): Promise<T & { statements: StatementsPerLifecycle }> {
  await mailDelivered(bench.pool);
  const before = await statementsSent(bench.metricsUrl);
  const { result, cpu } = await measuringCpu(bench.api.pid, async () => {
    const ran = await work();
    await mailDelivered(bench.pool);
    return ran;
  });
  const after = await statementsSent(bench.metricsUrl);
  const byRequests = requestStatements(before, after);
  return {
    ...result,
    statements: {
      byRequests: byRequests / result.lifecycles,
      inBackground: (after.all - before.all - byRequests) / result.lifecycles,
      cpu,
      lifecycles: result.lifecycles,
    },
  };
}

export const statementsNote = (statements: StatementsPerLifecycle) =>
  `${statements.byRequests.toFixed(2)} by the requests, ${statements.inBackground.toFixed(2)} in the background (mail delivery in batches, the job queue's polling); ${cpuPerNote(statements.cpu, statements.lifecycles, { unit: "lifecycle" })}`;
