import { type Kysely, sql } from "kysely";

/**
 * Scheduled and repeating payments. A schedule keeps what it pays (a bank transfer's details, or the customer it
 * pays) and when; each run is a row of its own, unique by schedule and day, so however many instances run the job
 * a day's run is claimed by one. Days are calendar days in the customer's time zone, kept as YYYY-MM-DD text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const day = (column: string) => sql.raw(`${column} ~ '^\\d{4}-\\d{2}-\\d{2}$'`);
  await db.schema
    .createTable("schedules")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Unconfirmed', 'Active', 'Paused', 'Ended')`),
    )
    .addColumn("transfer_option", "text", (col) =>
      col.notNull().check(sql`transfer_option in ('Local', 'International', 'Larkspur')`),
    )
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("amount", "bigint", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("payee_id", "uuid", (col) => col.references("users.id"))
    .addColumn("payee_name", "text", (col) => col.notNull())
    .addColumn("payee_account_number", "text", (col) => col.notNull())
    .addColumn("bank_details", "jsonb")
    .addColumn("start_date", "text", (col) => col.notNull().check(day("start_date")))
    .addColumn("repeat", "text", (col) =>
      col.notNull().check(sql`repeat in ('none', 'weekly', 'every2weeks', 'monthly', 'yearly')`),
    )
    .addColumn("end_date", "text", (col) => col.check(day("end_date")))
    .addColumn("run_count", "integer", (col) => col.check(sql`run_count >= 1`))
    .addColumn("next_index", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_run", "text", (col) => col.check(day("next_run")))
    .addColumn("next_run_at", "timestamptz")
    .addColumn("skipped_in_row", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("ended_reason", "text")
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint(
      "schedules_payee_shape",
      sql`(transfer_option = 'Larkspur') = (payee_id is not null and bank_details is null)`,
    )
    .execute();
  await db.schema
    .createIndex("schedules_by_user")
    .on("schedules")
    .columns(["user_id", "created_at"])
    .execute();
  await sql`create index schedules_due on schedules (next_run_at) where status = 'Active'`.execute(db);

  await db.schema
    .createTable("schedule_runs")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("schedule_id", "uuid", (col) => col.notNull().references("schedules.id"))
    .addColumn("run_date", "text", (col) => col.notNull().check(day("run_date")))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Running', 'Made', 'Skipped', 'Retrying')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("claimed_at", "timestamptz", (col) => col.notNull())
    .addColumn("retry_at", "timestamptz")
    .addColumn("transaction_id", "text")
    .addColumn("reason", "text")
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("schedule_runs_once_a_day", ["schedule_id", "run_date"])
    .execute();
  await sql`create index schedule_runs_unfinished on schedule_runs (retry_at, claimed_at)
    where status in ('Running', 'Retrying')`.execute(db);
}
