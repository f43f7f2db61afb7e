import type { Kysely } from "kysely";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/types";
import { statementsSent } from "../../lib/statement-count";
import { countLiveSessions, type SessionLiveness } from "../auth";
import { latestLedgerProblemCount, waitingJobsByQueue } from "./metrics.repo";

/**
 * Everything Larkspur measures, in one registry per app. Labels take only bounded values: route patterns, methods,
 * status codes, queue and limit names; never a URL, an id or an address.
 */
export function createMetrics(db: Kysely<Database>, pool: pg.Pool, liveness: () => SessionLiveness) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** A gauge read from the database at each scrape; a database that does not answer leaves the last value. */
  const fromDatabase = async (read: () => Promise<void>) => {
    try {
      await read();
    } catch {}
  };

  /** Both job-queue gauges are collected in the same scrape: they share one read of the queues. */
  let queuesRead: ReturnType<typeof waitingJobsByQueue> | undefined;
  const readQueues = () => {
    queuesRead ??= waitingJobsByQueue(db).finally(() => {
      queuesRead = undefined;
    });
    return queuesRead;
  };

  const metrics = {
    registry,
    requests: new Counter({
      name: "larkspur_http_requests_total",
      help: "HTTP requests answered, by method, matched route pattern and status code",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: "larkspur_http_request_duration_seconds",
      help: "Time from receiving a request to sending its answer, by method, matched route pattern and status code",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    statementsPerRequest: new Histogram({
      name: "larkspur_db_statements_per_request",
      help: "SQL statements a request sent, by method and matched route pattern, of a sample of the requests (STATEMENT_SAMPLE_MS)",
      labelNames: ["method", "route"] as const,
      buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34],
      registers,
    }),
    mailSent: new Counter({
      name: "larkspur_mail_sent_total",
      help: "E-mails handed to the transport",
      registers,
    }),
    mailFailed: new Counter({
      name: "larkspur_mail_failed_total",
      help: "E-mail deliveries that failed (each is retried with backoff)",
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "larkspur_rate_limit_refusals_total",
      help: "Requests refused with 429, by limit (auth, api, mailbox)",
      labelNames: ["limit"] as const,
      registers,
    }),
    signInFailures: new Counter({
      name: "larkspur_sign_in_failures_total",
      help: "Sign-ins refused for a wrong identifier or password, or during a cool-down",
      registers,
    }),
  };

  new Counter({
    name: "larkspur_db_statements_total",
    help: "SQL statements this process sent, by who sent them: requests, or the background (jobs, mail delivery, timers, these metrics)",
    labelNames: ["sent_by"],
    registers,
    collect() {
      const { all, inBackground } = statementsSent();
      this.reset();
      this.inc({ sent_by: "requests" }, all - inBackground);
      this.inc({ sent_by: "background" }, inBackground);
    },
  });
  new Gauge({
    name: "larkspur_db_pool_connections_in_use",
    help: "Database connections of this process's pool checked out now",
    registers,
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: "larkspur_db_pool_waiting",
    help: "Queries of this process waiting for a free database connection",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: "larkspur_job_queue_depth",
    help: "Jobs due and waiting to be taken, by queue",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      await fromDatabase(async () => {
        const queues = await readQueues();
        this.reset();
        for (const { queue, waiting } of queues) this.set({ queue }, waiting);
      });
    },
  });
  new Gauge({
    name: "larkspur_job_queue_oldest_seconds",
    help: "Age of the oldest job due and waiting, by queue (0 when none waits)",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      await fromDatabase(async () => {
        const queues = await readQueues();
        this.reset();
        for (const { queue, oldest_seconds } of queues) this.set({ queue }, oldest_seconds);
      });
    },
  });
  new Gauge({
    name: "larkspur_active_sessions",
    help: "Sessions live now (not signed out, expired or idle), across all processes",
    registers,
    async collect() {
      await fromDatabase(async () => this.set(await countLiveSessions(db, liveness())));
    },
  });
  new Gauge({
    name: "larkspur_event_streams_active",
    help: "Server-sent event streams open on this process",
    registers,
    collect() {
      this.set(0);
    },
  });
  new Gauge({
    name: "larkspur_ledger_problems",
    help: "Problems the latest ledger check found (0 before the first)",
    registers,
    async collect() {
      await fromDatabase(async () => this.set(await latestLedgerProblemCount(db)));
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
