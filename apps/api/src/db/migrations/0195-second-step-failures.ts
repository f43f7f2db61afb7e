import type { Kysely } from "kysely";

/**
 * Wrong second-step codes per account, across all its sign-ins: one row per account, counted in a window that starts
 * at its first wrong code. Past the limit the account's second step is locked until `locked_until`;
 * `notified_lock_until` records the lock its owner was e-mailed about, so each lock is mailed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("second_step_failures")
    .addColumn("user_id", "uuid", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "timestamptz", (col) => col.notNull())
    .addColumn("locked_until", "timestamptz")
    .addColumn("notified_lock_until", "timestamptz")
    .execute();
}
