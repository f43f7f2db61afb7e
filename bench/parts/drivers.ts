import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import pg from "pg";
import postgres from "postgres";
import { preparingPool } from "../../apps/api/src/db/prepared-statements";
import type { BenchContext } from "../lib/context";
import { CONNECTIONS } from "../lib/load";
import { measuringCpu } from "../lib/process-cpu";

const POOL_SIZE = 20;
const ROUNDS = 2;
const window = { warmUpSeconds: 2, measureSeconds: 8 };

// The shape the drivers are compared on, not our schema: a bench-only table, dropped at the end.
interface DriverTables {
  bench_driver_rows: { id: string; owner: number; amount: bigint; status: string };
}

/**
 * A lifecycle's round trips without the API: three statements on their own (a read by an index, a read with a join,
 * an insert), then a trx of BEGIN, two guarded updates, an insert and COMMIT, as initiate and verify send them.
 */
async function lifecycle(db: Kysely<DriverTables>, owner: number): Promise<void> {
  const id = randomUUID();
  await db.selectFrom("bench_driver_rows").select("id").where("owner", "=", owner).limit(1).execute();
  await sql`select r.id from bench_driver_rows r join bench_driver_rows s on s.id = r.id where r.owner = ${owner} limit 1`.execute(
    db,
  );
  await db
    .insertInto("bench_driver_rows")
    .values({ id, owner, amount: 100n, status: "Unconfirmed" })
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("bench_driver_rows")
      .set({ status: "Pending" })
      .where("id", "=", id)
      .where("status", "=", "Unconfirmed")
      .execute();
    await trx
      .updateTable("bench_driver_rows")
      .set((eb) => ({ amount: eb("amount", "+", 1n) }))
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("bench_driver_rows")
      .values({ id: randomUUID(), owner, amount: 1n, status: "Hold" })
      .execute();
  });
}

/** Closed-loop lifecycles by 50 workers for the window: lifecycles a second and this process's CPU per lifecycle. */
async function drive(bench: BenchContext, db: Kysely<DriverTables>) {
  const measureFrom = Date.now() + window.warmUpSeconds * 1000;
  const measureUntil = measureFrom + window.measureSeconds * 1000;
  while (Date.now() < measureFrom) await lifecycle(db, 0);
  let completed = 0;
  const { cpu } = await measuringCpu(bench.api.pid, () =>
    Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        while (Date.now() < measureUntil) {
          await lifecycle(db, worker);
          completed += 1;
        }
      }),
    ),
  );
  return { perSecond: completed / window.measureSeconds, cpu, completed };
}

/** Kysely on node-postgres, as the API runs it on PostgreSQL: a pool of 20, statements prepared by name. */
function onNodePostgres(url: string): Kysely<DriverTables> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return new Kysely<DriverTables>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

/** Kysely on postgres.js, which prepares statements and pipelines queries on a busy connection by itself. */
function onPostgresJs(url: string): Kysely<DriverTables> {
  return new Kysely<DriverTables>({
    dialect: new PostgresJSDialect({
      postgres: postgres(url, { max: POOL_SIZE, types: { bigint: postgres.BigInt } }),
    }),
  });
}

/**
 * node-postgres against postgres.js through Kysely's dialect, side by side on the same PostgreSQL, alternating,
 * on a lifecycle's round trips. PGlite offers node-postgres' interface only, so the embedded database keeps it
 * whatever this shows.
 */
export async function runDrivers(bench: BenchContext): Promise<void> {
  await bench.pool.query(
    `create table bench_driver_rows (id uuid primary key, owner int not null, amount bigint not null, status text not null);
     create index on bench_driver_rows (owner)`,
  );
  const drivers = { "node-postgres": onNodePostgres, "postgres.js": onPostgresJs } as const;
  const runs: Record<keyof typeof drivers, { perSecond: number; cpuMs: number; postgresMs: number }[]> = {
    "node-postgres": [],
    "postgres.js": [],
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, open] of Object.entries(drivers) as [keyof typeof drivers, typeof onNodePostgres][]) {
        // Each run starts from the same empty table.
        await bench.pool.query("truncate bench_driver_rows");
        const db = open(bench.databaseUrl);
        try {
          const { perSecond, cpu, completed } = await drive(bench, db);
          runs[name].push({
            perSecond,
            cpuMs: cpu.loadGeneratorMs / completed,
            postgresMs: cpu.postgresMs / completed,
          });
        } finally {
          await db.destroy();
        }
      }
    }
  } finally {
    await bench.pool.query("drop table bench_driver_rows");
  }
  const best = (name: keyof typeof drivers) => Math.max(...runs[name].map((run) => run.perSecond));
  for (const name of Object.keys(drivers) as (keyof typeof drivers)[]) {
    bench.record({
      id: `driver-${name}`,
      figure: `Driver ${name}: lifecycle-shaped round trips (8 statements, 50 clients), lifecycles per second`,
      value: best(name),
      unit: "/s",
      ceiling: name === "postgres.js" ? `node-postgres ${best("node-postgres").toFixed(0)}/s` : undefined,
      ratio: name === "postgres.js" ? best(name) / best("node-postgres") : undefined,
      note: runs[name]
        .map(
          (run, index) =>
            `run ${index + 1}: ${run.perSecond.toFixed(0)}/s, driver-side CPU ${run.cpuMs.toFixed(2)} ms and PostgreSQL ${run.postgresMs.toFixed(2)} ms per lifecycle`,
        )
        .join("; "),
    });
  }
}
