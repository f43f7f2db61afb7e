import { setTimeout as delay } from "node:timers/promises";
import { devMailbox, type FindMail } from "@larkspur/test-kit/mail";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../src/db/types";

// int8 columns hold cents: read them as bigint, as the API does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type HarnessDb = ReturnType<typeof harnessDb>;

/**
 * The harness's own window on the database, to read mail codes and check the books. Its reads are retried through a
 * database restart like any other client's.
 */
export function harnessDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 6, connectionTimeoutMillis: 5_000 });
  // An idle connection cut by the restart is simply replaced on the next query.
  pool.on("error", () => {});
  // biome-ignore lint/suspicious/noExplicitAny: rows are read column by column
  async function query<Row = any>(text: string, values: unknown[] = []): Promise<Row[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await pool.query(text, values)).rows as Row[];
      } catch (error) {
        if (attempt >= 60) throw error;
        await delay(500);
      }
    }
  }
  // The API's own queries, for the checks the ledger runs on itself.
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { query, kysely, close: () => kysely.destroy() };
}

/** Mail the API delivered to the dev mailbox, read through the harness's own connections. */
export function mailOf(db: HarnessDb): FindMail {
  return devMailbox(db.query);
}

/** How long the harness waits for mail: delivery may be held up by a restart and its retries. */
export const MAIL_PATIENCE = { timeoutMs: 120_000, pollMs: 100 };
