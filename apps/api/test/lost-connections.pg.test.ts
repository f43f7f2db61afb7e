import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { freshDatabase } from "./support/build";

/** A database restart ends every connection; these end one on purpose, on PostgreSQL only (TEST_DATABASE_URL). */
describe("a connection the database ends", () => {
  let database: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
  }

  it("fails the trx holding it, leaves the process running, and the next query gets a new one", async () => {
    const trxDone = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await terminate(rows[0]!.pid);
      // The client, checked out and idle, learns of the end now: without a listener its "error" would be uncaught.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select ${1}::int as one`.execute(trx);
    });
    await expect(trxDone).rejects.toThrow();
    const { rows } = await sql<{ one: number }>`select ${1}::int as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
