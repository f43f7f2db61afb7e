import { setTimeout as delay } from "node:timers/promises";
import type pg from "pg";
import type { BenchContext } from "./context";
import { type CpuByProcess, cpuPerLifecycleNote, measuringCpu } from "./process-cpu";

/** The API's count of the SQL statements it sent (`larkspur_db_statements_total` on its metrics port). */
interface StatementsSent {
  request: number;
  background: number;
}

async function statementsSent(metricsUrl: string): Promise<StatementsSent> {
  const text = await (await fetch(metricsUrl)).text();
  const count = (sentBy: string) => {
    const match = text.match(
      new RegExp(`^larkspur_db_statements_total\\{sent_by="${sentBy}"\\} (\\d+)$`, "m"),
    );
    if (!match) throw new Error(`${metricsUrl} has no larkspur_db_statements_total for ${sentBy}`);
    return Number(match[1]);
  };
  return { request: count("request"), background: count("background") };
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
 * lifecycles it ran, warm-up included. The requests' count is exact; the background's also holds the job queue's
 * polling and maintenance, and mail is delivered in batches, so it varies from run to run. The CPU time of the API,
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
  const per = (sentBy: keyof StatementsSent) => (after[sentBy] - before[sentBy]) / result.lifecycles;
  return {
    ...result,
    statements: {
      byRequests: per("request"),
      inBackground: per("background"),
      cpu,
      lifecycles: result.lifecycles,
    },
  };
}

export const statementsNote = (statements: StatementsPerLifecycle) =>
  `${statements.byRequests.toFixed(2)} by the requests, ${statements.inBackground.toFixed(2)} in the background (mail delivery in batches, the job queue's polling); ${cpuPerLifecycleNote(statements.cpu, statements.lifecycles)}`;
