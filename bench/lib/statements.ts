import { setTimeout as delay } from "node:timers/promises";
import type pg from "pg";
import type { BenchContext } from "./context";
import { type CpuByProcess, cpuPerNote, measuringCpu } from "./process-cpu";

/** What the API's metrics port says of the statements it sent: on the requests' behalf, and in the background. */
interface StatementsSent {
  byRequests: number;
  inBackground: number;
}

async function statementsSent(metricsUrl: string): Promise<StatementsSent> {
  const text = await (await fetch(metricsUrl)).text();
  const series = (sentBy: string) => {
    const found = new RegExp(`^larkspur_db_statements_total\\{sent_by="${sentBy}"\\} (\\d+)$`, "m").exec(
      text,
    );
    if (!found) throw new Error(`${metricsUrl} has no larkspur_db_statements_total for ${sentBy}`);
    return Number(found[1]);
  };
  return { byRequests: series("requests"), inBackground: series("background") };
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
 * lifecycles it ran, warm-up included: those sent on the requests' behalf, and those of the background (the job
 * queue's polling and maintenance, and mail delivered in batches, so it varies from run to run), as the API counts
 * them apart. The CPU time of the API, PostgreSQL and the load generator is taken over the same stretch, the delivery
 * of the run's mail included.
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
  return {
    ...result,
    statements: {
      byRequests: (after.byRequests - before.byRequests) / result.lifecycles,
      inBackground: (after.inBackground - before.inBackground) / result.lifecycles,
      cpu,
      lifecycles: result.lifecycles,
    },
  };
}

export const statementsNote = (statements: StatementsPerLifecycle) =>
  `${statements.byRequests.toFixed(2)} by the requests, ${statements.inBackground.toFixed(2)} in the background (mail delivery in batches, the job queue's polling); ${cpuPerNote(statements.cpu, statements.lifecycles, { unit: "lifecycle" })}`;
