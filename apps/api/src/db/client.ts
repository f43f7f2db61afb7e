import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import pg from "pg";
import { countBackgroundStatement, countStatement } from "../lib/statement-count";
import { preparingPool } from "./prepared-statements";
import { timestampParser } from "./timestamps";
import type { Database } from "./types";

// int8 (bigint) columns hold cents: read them as bigint, never as a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));
pg.types.setTypeParser(
  pg.types.builtins.TIMESTAMPTZ,
  timestampParser(pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ)),
);

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * The same database for work no request waits on (jobs, mail delivery, the metrics' scrapes): its statements are
   * counted apart from the requests' (`larkspur_db_statements_total`, `sent_by`), and it shares `db`'s connections.
   */
  backgroundDb: Kysely<Database>;
  pool: pg.Pool;
  /** The job queue's connections: on PostgreSQL a pool of their own (`queuePool`), on PGlite the one pool. */
  jobPool: pg.Pool;
  /**
   * Where a connection that keeps session state goes (the live events' LISTEN): the database itself, past any
   * transaction-pooling PgBouncer, whose server connections change hands between transactions.
   */
  sessionConnection?: pg.ClientConfig;
  /** Where migrations run: `db`, or past a transaction pooler the database itself (one session throughout). */
  migrationDb: Kysely<Database>;
  /** "postgres" for a server, "pglite" for the embedded database. */
  kind: "postgres" | "pglite";
  /** The embedded engine, when there is one. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one, PGlite runs in-process. */
  url?: string;
  /** PGlite's folder on disk, or "memory://" for a throwaway database. */
  pgliteDir: string;
  poolSize?: number;
  /**
   * "transaction" when `url` is a pooler in transaction pooling (PgBouncer 1.18 keeps no named prepared statement
   * past a transaction): statements then go unnamed. Why: docs/operations.md#pgbouncer.
   */
  pooler?: "none" | "transaction";
  /** With a pooler, the database itself: for the job queue, LISTEN and the migrations. */
  directUrl?: string;
  /** A PGlite data dump to start from (tests copy one migrated database instead of migrating each time). */
  pgliteTemplate?: Blob;
}

/** One code path for both databases: Kysely on a pg.Pool, which PGlite can back as well as a server. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pooled = options.pooler === "transaction";
    if (pooled && !options.directUrl) {
      throw new Error("A transaction pooler needs the database's own address beside it (directUrl)");
    }
    const directUrl = options.directUrl ?? options.url;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
    });
    const jobPool = queuePool(directUrl);
    const opened = {
      ...handle(pool, "postgres", () => jobPool.end(), preparingPool(pool, !pooled), jobPool),
      sessionConnection: { connectionString: directUrl, connectionTimeoutMillis: 5000 },
    };
    if (!pooled) return opened;
    // The migrations lock with pg_advisory_lock and unlock in a later statement: through a transaction pooler the
    // unlock could reach another server connection and leave the lock held.
    const migrationDb = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: directUrl, max: 1, connectionTimeoutMillis: 5000 }),
      }),
    });
    return {
      ...opened,
      migrationDb,
      async close() {
        await migrationDb.destroy();
        await opened.close();
      },
    };
  }
  if (!options.pgliteDir.startsWith("memory://")) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  }
  const pglite = new PGlite(options.pgliteDir, { loadDataDir: options.pgliteTemplate });
  const pool = new pg.Pool(createPgConfig(pglite));
  return { ...handle(pool, "pglite", () => pglite.close()), pglite };
}

/**
 * Connections for pg-boss whose planner walks an index rather than building a bitmap: the queue's fetch then marks
 * the index entries of jobs already taken as dead and steps over them afterwards, where a bitmap scan visits each
 * one's row again on every fetch until the table is next vacuumed (docs/architecture.md#job-queue).
 */
function queuePool(url: string): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 5000,
    options: "-c enable_bitmapscan=off",
  });
}

function handle(
  pool: pg.Pool,
  kind: DatabaseHandle["kind"],
  closeEngine: () => Promise<void>,
  kyselyPool: PostgresPool = pool,
  jobPool: pg.Pool = pool,
): DatabaseHandle {
  // An idle client that loses its server must not crash the process; the next query reconnects.
  for (const each of new Set([pool, jobPool])) each.on("error", () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: kyselyPool }),
    // Each statement counts towards the request that sent it (the statements-per-request metric).
    log: countStatement,
  });
  // `db` ends the pool; this one only borrows its connections.
  const borrowed: PostgresPool = { connect: () => kyselyPool.connect(), end: async () => {} };
  const backgroundDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: borrowed }),
    log: countBackgroundStatement,
  });
  return {
    db,
    backgroundDb,
    migrationDb: db,
    pool,
    jobPool,
    kind,
    async close() {
      await backgroundDb.destroy();
      await db.destroy();
      await closeEngine();
    },
  };
}
