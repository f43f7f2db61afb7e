import { createHash } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

// PostgreSQL's "cached plan must not change result type": a column was added to a table a prepared `select *` reads.
const STALE_RESULT_TYPE = "0A000";
const DML = /^\s*(select|insert|update|delete|with)\b/i;

/** Statements that change nothing, so running one again on another connection after the first was lost is harmless. */
const HARMLESS_AGAIN = /^\s*(begin|start transaction|select)\b/i;
/** How long a statement waits for the database (or the pooler in front of it) to take connections again. */
const RECONNECT_FOR_MS = 5_000;

/** The connection was refused or cut, as when PgBouncer or PostgreSQL restarts; not an error of the statement. */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (code.startsWith("08") || code === "57P01" || /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code)))
    return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
    message ?? "",
  );
}

async function retryingWhileLost<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + RECONNECT_FOR_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() > deadline) throw error;
      await delay(Math.min(50 * 2 ** attempt, 500));
    }
  }
}

const names = new Map<string, string>();
// Statements whose text varies with their rows (a batch insert of n mails) would grow the map without end.
const MAX_NAMES = 2000;

/** A name derived from the text, worked out once per text: the busiest statements are the same text every time. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `k${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(sql, name);
  }
  return name;
}

/**
 * Kysely's view of the pool, with every parameterized statement prepared once per connection under a name derived
 * from its text; a connection that failed with STALE_RESULT_TYPE or lost its server is discarded on release.
 * Why: docs/architecture.md#prepared-statements. With `prepare` false (behind a transaction-pooling PgBouncer, where
 * the next transaction may meet another server connection) every statement goes unnamed, with the same discarding.
 * A connection refused, or lost before the first statement of a checkout was answered when that statement changes
 * nothing (BEGIN, a select), is replaced by a new one for a few seconds: a pooler or database restart then costs
 * the request a wait instead of an error, and nothing can have run twice.
 */
export function preparingPool(pool: pg.Pool, prepare = true): PostgresPool {
  return {
    async connect() {
      let client = await retryingWhileLost(() => pool.connect());
      let stale = false;
      // Without a listener, a checked-out client's "error" event would end the process when the server goes away.
      let lost = false;
      const onLost = () => {
        lost = true;
      };
      client.on("error", onLost);
      let answered = false;
      let released = false;
      const runOnce = async (sql: string, parameters: ReadonlyArray<unknown>) => {
        if (!prepare || parameters.length === 0 || !DML.test(sql)) return client.query(sql, [...parameters]);
        try {
          return await client.query({ name: statementName(sql), text: sql, values: [...parameters] });
        } catch (error) {
          if ((error as { code?: string }).code === STALE_RESULT_TYPE) stale = true;
          throw error;
        }
      };
      const run = async (sql: string, parameters: ReadonlyArray<unknown>) => {
        const first = !answered;
        answered = true;
        if (!first || !HARMLESS_AGAIN.test(sql)) return runOnce(sql, parameters);
        const deadline = Date.now() + RECONNECT_FOR_MS;
        for (let attempt = 0; ; attempt++) {
          try {
            return await runOnce(sql, parameters);
          } catch (error) {
            if (!isConnectionLost(error) || Date.now() > deadline) throw error;
            client.removeListener("error", onLost);
            client.release(true);
            lost = false;
            await delay(Math.min(50 * 2 ** attempt, 500));
            const fresh = await retryingWhileLost(() => pool.connect()).catch((reconnecting: unknown) => {
              // Nothing is checked out any more: the release that follows has nothing to give back.
              released = true;
              throw reconnecting;
            });
            client = fresh;
            client.on("error", onLost);
          }
        }
      };
      return {
        // Kysely uses the cursor form of `query` only for a dialect given a cursor class; this one has none.
        query: run as unknown as PostgresPoolClient["query"],
        release: () => {
          if (released) return;
          released = true;
          client.removeListener("error", onLost);
          client.release(stale || lost);
        },
      };
    },
    end: () => pool.end(),
  };
}
