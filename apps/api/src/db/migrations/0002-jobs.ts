import { type Kysely, sql } from "kysely";
import PgBoss from "pg-boss";

export const JOB_SCHEMA = "pgboss";

/**
 * Installs pg-boss's tables with our migrations. Its plan wraps itself in BEGIN/COMMIT; the migrator already runs
 * each migration in a trx, so the wrapper is taken off and the plan runs inside ours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans(JOB_SCHEMA).trim();
  if (!plan.startsWith("BEGIN;") || !plan.endsWith("COMMIT;")) {
    throw new Error(
      "Unexpected pg-boss construction plan: review this migration for the new pg-boss version",
    );
  }
  await sql.raw(plan.slice("BEGIN;".length, -"COMMIT;".length)).execute(db);
}
