import { randomInt } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { CompiledQuery, type Kysely, type RawBuilder, sql } from "kysely";
import type pg from "pg";
import PgBoss from "pg-boss";
import { JOB_SCHEMA } from "../db/migrations/0002-jobs";
import type { Database } from "../db/types";
import { countBackgroundStatement } from "../lib/statement-count";

export type JobQueue = PgBoss;

/**
 * Queries and handlers still running for each queue, so stopping can wait for them before the pool closes; and whether
 * it is stopping, when a lost connection is no longer worth waiting for.
 */
const states = new WeakMap<JobQueue, { busy: Set<Promise<unknown>>; stopping: boolean }>();

function track<T>(busy: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
  busy.add(work);
  work.then(
    () => busy.delete(work),
    () => busy.delete(work),
  );
  return work;
}

// The server went away or is restarting (admin/crash shutdown, cannot connect now, connection exceptions), or the
// socket broke: the same statement can simply be sent again once the database answers.
const CONNECTION_LOST_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);

function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    (code !== undefined && (CONNECTION_LOST_CODES.has(code) || code.startsWith("08"))) ||
    /^Connection terminated|timeout exceeded when trying to connect/.test(message ?? "")
  );
}

/**
 * Sends a statement of pg-boss's again after a lost connection, until the database answers or the queue stops, as
 * pg-boss does not await some of its own writes: docs/architecture.md#job-queue.
 */
async function untilAnswered(
  query: () => Promise<pg.QueryResult>,
  stopping: () => boolean,
): Promise<pg.QueryResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query();
    } catch (error) {
      if (!isConnectionLost(error) || stopping()) throw error;
      await delay(Math.min(100 * attempt, 1_000));
    }
  }
}

/**
 * pg-boss on our own pool, so it runs on PostgreSQL and PGlite alike; its tables come from our migrations. `sendOnly`
 * is a queue for a short-lived process (a CLI command): it may enqueue, but it keeps no maintenance, no schedule and no
 * worker that the process could leave halfway when it exits; the server does that work.
 */
export async function startJobQueue(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  { sendOnly = false }: { sendOnly?: boolean } = {},
): Promise<JobQueue> {
  const state = { busy: new Set<Promise<unknown>>(), stopping: false };
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        track(
          state.busy,
          untilAnswered(
            () => {
              countBackgroundStatement();
              return pool.query(text, values);
            },
            () => state.stopping,
          ),
        ),
    },
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: !sendOnly,
    schedule: !sendOnly,
    // Expiry of jobs a killed process had taken is part of maintenance: run it often enough that their mail goes out
    // within about a minute (see mail.service.ts).
    maintenanceIntervalSeconds: 15,
    // A delivered mail's job still holds its text, codes and links included: it goes to the archive once those have
    // expired (codes last 10 minutes, reset links 30) and is deleted from the archive soon after.
    archiveCompletedAfterSeconds: 30 * 60,
    deleteAfterSeconds: 15 * 60,
  });
  states.set(boss, state);
  // Without a listener, an error pg-boss emits (a lost connection during maintenance, say) would end the process.
  boss.on("error", (error) => log.error({ err: error }, "Job queue error"));
  await boss.start();
  return boss;
}

// Two processes creating the same queue at once can deadlock in pg-boss's create_queue, or find it made meanwhile.
const QUEUE_CREATION_RACE_CODES = new Set(["40P01", "23505", "42P07"]);

/** Creates a queue unless it exists; processes starting together on a new database may race to create it. */
export async function ensureQueue(
  boss: JobQueue,
  name: string,
  options?: Omit<PgBoss.Queue, "name">,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (error) {
      const { code } = (error ?? {}) as { code?: string };
      if (attempt >= 10 || !code || !QUEUE_CREATION_RACE_CODES.has(code)) throw error;
      await delay(randomInt(100 * attempt));
    }
  }
}

/** Wraps a job handler so that stopping the queue waits for it to finish. */
export function tracked<J>(boss: JobQueue, handler: (jobs: J) => Promise<void>): (jobs: J) => Promise<void> {
  return (jobs) => track(states.get(boss)!.busy, handler(jobs));
}

/**
 * Stops pg-boss and waits until nothing it started is still running and the queue has stayed quiet for a moment, so
 * the pool may close (docs/architecture.md#job-queue).
 */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  const state = states.get(boss)!;
  state.stopping = true;
  await boss.stop({ graceful: true, wait: true, close: false });
  const { busy } = state;
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

/** Lets a job be enqueued inside the caller's trx: it exists only if that trx commits. */
export function withinTrx(trx: Pick<Kysely<Database>, "executeQuery">): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/** How a job is retried and when it expires, as pg-boss's own insert takes them. */
export interface JobPolicy {
  expireInSeconds: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/** Jobs' data as a row source for `jobsInsert`: one job per element of `jobs`. */
export function jobsOf(jobs: unknown[]): RawBuilder<unknown> {
  return sql`jsonb_array_elements(${JSON.stringify(jobs)}::jsonb) as job (data)`;
}

/**
 * Jobs of `queue` as the body of a data-modifying CTE, for the caller to put inside a statement of its own, so they
 * cost no round trip: the rows pg-boss's own insert writes, with the queue's retention and dead letter. `source` is
 * a FROM item named `job` with a jsonb `data` column, one row per job (`jobsOf`, or a query of the caller's, such
 * as the e-mails of notices whose addressees want them). They exist only if the caller's trx commits, and only when
 * `when` holds (a condition of the caller's statement, e.g. that the change they are about was made).
 * Parenthesized, as Kysely writes a raw CTE body as it is.
 */
export function jobsInsert(
  queue: string,
  source: RawBuilder<unknown>,
  policy: JobPolicy,
  when: RawBuilder<boolean> = sql<boolean>`true`,
): RawBuilder<{ id: string }> {
  const { expireInSeconds, retryLimit, retryDelay, retryBackoff } = policy;
  return sql<{ id: string }>`(insert into ${sql.table(`${JOB_SCHEMA}.job`)}
      (name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, dead_letter, policy)
    select q.name, job.data, ${expireInSeconds}::int * interval '1 second',
      now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'),
      ${retryLimit}::int, ${retryBackoff ? Math.max(retryDelay, 1) : retryDelay}::int, ${retryBackoff}::bool,
      q.dead_letter, q.policy
    from ${sql.table(`${JOB_SCHEMA}.queue`)} q cross join ${source}
    where q.name = ${queue} and ${when}
    returning id)`;
}
