import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { ensureQueue, type JobQueue, startJobQueue, stopJobQueue } from "../src/jobs/job-queue";
import { freshDatabase } from "./support/build";

const quietLog = { error: () => {} } as unknown as Parameters<typeof startJobQueue>[1];

/** Two API processes starting together on one new database both create the queues they work. */
describe("queues created by processes starting at once", () => {
  let database: DatabaseHandle & { url?: string };
  const pools: pg.Pool[] = [];
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    for (let process = 0; process < 2; process++) {
      const pool = new pg.Pool({ connectionString: database.url, max: 10 });
      // Dropping the database ends connections still closing after pool.end(); that must not crash the run.
      pool.on("error", () => {});
      pools.push(pool);
      queues.push(await startJobQueue(pool, quietLog));
    }
  });
  afterAll(async () => {
    for (const queue of queues) await stopJobQueue(queue);
    for (const pool of pools) await pool.end();
    await database.close();
  });

  it("exist once each, and neither process fails", async () => {
    const names = Array.from({ length: 8 }, (_, index) => `race-${index}`);
    // Like start-up: each process creates its queues one after another, both processes at the same time.
    await Promise.all(
      queues.map(async (queue) => {
        for (const name of names) await ensureQueue(queue, name);
      }),
    );
    for (const name of names) expect(await queues[0]!.getQueue(name)).toMatchObject({ name });
  });
});

/**
 * Every job a fetch takes leaves an entry in the index of waiting jobs until the table is vacuumed. A bitmap scan
 * visits each such entry's row on every fetch; an index scan marks the entries dead once and steps over them after.
 * So the queue plans on connections of its own, without bitmap scans, and the API's queries keep them.
 */
describe("the queue's own connections", () => {
  let database: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it("plan without bitmap scans, while the API's do not change", async () => {
    const setting = async (pool: pg.Pool) =>
      (await pool.query<{ enable_bitmapscan: string }>("show enable_bitmapscan")).rows[0]?.enable_bitmapscan;
    expect(database.jobPool).not.toBe(database.pool);
    expect(await setting(database.jobPool)).toBe("off");
    expect(await setting(database.pool)).toBe("on");
  });
});
