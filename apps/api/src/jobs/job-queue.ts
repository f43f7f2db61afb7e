import { CompiledQuery, type Kysely } from "kysely";
import type pg from "pg";
import PgBoss from "pg-boss";
import { JOB_SCHEMA } from "../db/migrations/0002-jobs";
import type { Database } from "../db/types";

export type JobQueue = PgBoss;

/** pg-boss on our own pool, so it runs on PostgreSQL and PGlite alike; its tables come from our migrations. */
export async function startJobQueue(pool: pg.Pool): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: false,
  });
  await boss.start();
  return boss;
}

/** Lets a job be enqueued inside the caller's transaction: it exists only if that transaction commits. */
export function inTransaction(trx: Pick<Kysely<Database>, "executeQuery">): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}
