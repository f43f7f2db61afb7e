import { setTimeout as delay } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { CompiledQuery, type Kysely } from "kysely";
import type pg from "pg";
import PgBoss from "pg-boss";
import { JOB_SCHEMA } from "../db/migrations/0002-jobs";
import type { Database } from "../db/types";

export type JobQueue = PgBoss;

/** Queries and handlers still running for each queue, so stopping can wait for them before the pool closes. */
const inFlight = new WeakMap<JobQueue, Set<Promise<unknown>>>();

function track<T>(busy: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
  busy.add(work);
  work.then(
    () => busy.delete(work),
    () => busy.delete(work),
  );
  return work;
}

/** pg-boss on our own pool, so it runs on PostgreSQL and PGlite alike; its tables come from our migrations. */
export async function startJobQueue(pool: pg.Pool, log: FastifyBaseLogger): Promise<JobQueue> {
  const busy = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(busy, pool.query(text, values)) },
    schema: JOB_SCHEMA,
    migrate: false,
    // A delivered mail's job still holds its text, codes and links included: it goes to the archive once those have
    // expired (codes last 10 minutes, reset links 30) and is deleted from the archive soon after.
    archiveCompletedAfterSeconds: 30 * 60,
    deleteAfterSeconds: 15 * 60,
  });
  inFlight.set(boss, busy);
  // Without a listener, an error pg-boss emits (a lost connection during maintenance, say) would end the process.
  boss.on("error", (error) => log.error({ err: error }, "Job queue error"));
  await boss.start();
  return boss;
}

/** Wraps a job handler so that stopping the queue waits for it to finish. */
export function tracked<J>(boss: JobQueue, handler: (jobs: J) => Promise<void>): (jobs: J) => Promise<void> {
  return (jobs) => track(inFlight.get(boss)!, handler(jobs));
}

/**
 * Stops pg-boss and waits until nothing it started is still running. pg-boss can finish a fetch it began before
 * `stop()` returned, run the handler and mark the job done afterwards, so the pool may close only once all of that
 * has settled and stayed quiet for a moment.
 */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, wait: true, close: false });
  const busy = inFlight.get(boss)!;
  for (let quiet = 0; quiet < 3; ) {
    if (busy.size > 0) {
      quiet = 0;
      await Promise.allSettled([...busy]);
    } else {
      quiet += 1;
    }
    await delay(20);
  }
}

/** Lets a job be enqueued inside the caller's transaction: it exists only if that transaction commits. */
export function inTransaction(trx: Pick<Kysely<Database>, "executeQuery">): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}
