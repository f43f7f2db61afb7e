import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparingPool } from "../src/db/prepared-statements";
import { freshDatabase } from "./support/build";

/**
 * A pooler or database restart cuts the connections a pool holds. A checkout whose first statement changes nothing
 * gets a new connection instead of the error; one whose first statement writes still gets the error, since the
 * write may have been done.
 */
describe("connections lost under a checkout", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await freshDatabase();
    pool = new pg.Pool({ connectionString: database.url!, max: 2 });
    pool.on("error", () => {});
    await pool.query("create table lost_connection_marks (id int)");
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  /** Every connection of the test's pool ends, as when PgBouncer restarts, from a connection of its own. */
  async function cutConnections(): Promise<void> {
    const admin = new pg.Client({ connectionString: database.url! });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    await admin.end();
    // The termination reaches the pool's socket a moment later.
    await delay(200);
  }

  for (const prepare of [false, true]) {
    // Each mode marks rows of its own in the shared table.
    const [committed, refused] = prepare ? [3, 4] : [1, 2];
    describe(prepare ? "with named statements" : "behind a transaction pooler", () => {
      it("runs a first select or BEGIN again on a new connection", async () => {
        const kysely = preparingPool(pool, prepare);
        const reading = await kysely.connect();
        await cutConnections();
        const { rows } = await reading.query("select 1 as one", []);
        expect(rows).toEqual([{ one: 1 }]);
        reading.release();

        const transaction = await kysely.connect();
        await cutConnections();
        await transaction.query("begin", []);
        await transaction.query("insert into lost_connection_marks (id) values ($1)", [committed]);
        await transaction.query("commit", []);
        transaction.release();
        const marks = await pool.query("select count(*)::int as n from lost_connection_marks where id = $1", [
          committed,
        ]);
        expect(marks.rows[0].n).toBe(1);
      });

      it("does not send a first write again: the caller gets the error", async () => {
        const kysely = preparingPool(pool, prepare);
        const writing = await kysely.connect();
        await cutConnections();
        await expect(
          writing.query("insert into lost_connection_marks (id) values ($1)", [refused]),
        ).rejects.toThrow();
        writing.release();
        const marks = await pool.query("select count(*)::int as n from lost_connection_marks where id = $1", [
          refused,
        ]);
        expect(marks.rows[0].n).toBe(0);
      });
    });
  }
});
