import { createHash } from "node:crypto";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

// PostgreSQL's "cached plan must not change result type": a column was added to a table a prepared `select *` reads.
const STALE_RESULT_TYPE = "0A000";
const DML = /^\s*(select|insert|update|delete|with)\b/i;

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
 */
export function preparingPool(pool: pg.Pool, prepare = true): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let stale = false;
      // Without a listener, a checked-out client's "error" event would end the process when the server goes away.
      let lost = false;
      const onLost = () => {
        lost = true;
      };
      client.on("error", onLost);
      const run = async (sql: string, parameters: ReadonlyArray<unknown>) => {
        if (!prepare || parameters.length === 0 || !DML.test(sql)) return client.query(sql, [...parameters]);
        try {
          return await client.query({ name: statementName(sql), text: sql, values: [...parameters] });
        } catch (error) {
          if ((error as { code?: string }).code === STALE_RESULT_TYPE) stale = true;
          throw error;
        }
      };
      return {
        // Kysely uses the cursor form of `query` only for a dialect given a cursor class; this one has none.
        query: run as unknown as PostgresPoolClient["query"],
        release: () => {
          client.removeListener("error", onLost);
          client.release(stale || lost);
        },
      };
    },
    end: () => pool.end(),
  };
}
