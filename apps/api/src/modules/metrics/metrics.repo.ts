import { type Kysely, sql } from "kysely";
import { JOB_SCHEMA } from "../../db/migrations/0002-jobs";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** Jobs waiting in each queue (created or waiting to retry, due now) and the age of the oldest, in seconds. */
export async function waitingJobsByQueue(db: Db) {
  const { rows } = await sql<{ queue: string; waiting: number; oldest_seconds: number }>`
    select q.name as queue, count(j.id)::int as waiting,
      coalesce(extract(epoch from now() - min(j.created_on)), 0)::float8 as oldest_seconds
    from ${sql.table(`${JOB_SCHEMA}.queue`)} q
    left join ${sql.table(`${JOB_SCHEMA}.job`)} j
      on j.name = q.name and j.state in ('created', 'retry') and j.start_after <= now()
    group by q.name`.execute(db);
  return rows;
}

/** The problems the latest ledger check found; 0 before the first. */
export async function latestLedgerProblemCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("ledger_checks")
    .select("problem_count")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.problem_count ?? 0;
}
