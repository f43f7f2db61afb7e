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
