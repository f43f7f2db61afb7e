import { type Kysely, sql } from "kysely";

/**
 * No one operator alone creates money by hand.
 *
 * Money in: an operator's assignment of unmatched money that needs a second operator is written on the entry
 * (`requested_*`) while its status stays Unmatched, uncredited; a different operator's approval credits it. The request
 * stays on the row afterwards, so who asked and who approved (`decided_by`) are both kept.
 *
 * Rates: a rates file an operator loads by hand waits in `rate_loads`, its rates as read, until a different operator
 * approves it; only then are they written to `exchange_rates`. `sha256` is the file's, as uploaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("money_in_entries")
    .addColumn("requested_user_id", "uuid", (col) => col.references("users.id"))
    .addColumn("requested_by", "uuid", (col) => col.references("users.id"))
    .addColumn("request_reason", "text")
    .addColumn("requested_at", "timestamptz")
    .execute();
  await sql`alter table money_in_entries add constraint money_in_entries_request_shape
    check ((requested_by is null) = (requested_user_id is null)
      and (requested_by is null) = (request_reason is null)
      and (requested_by is null) = (requested_at is null)
      and (status <> 'Assigned' or requested_by is null or decided_by <> requested_by))`.execute(db);

  await db.schema
    .createTable("rate_loads")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("sha256", "text", (col) => col.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn("days", "jsonb", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("loaded_by", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('AwaitingApproval', 'Approved')`),
    )
    .addColumn("approved_by", "uuid", (col) => col.references("users.id"))
    .addColumn("approved_at", "timestamptz")
    .addColumn("rates_written", "integer")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "rate_loads_approval_shape",
      sql`(status = 'Approved') = (approved_by is not null and approved_at is not null and rates_written is not null)
        and (approved_by is null or approved_by <> loaded_by)`,
    )
    .execute();
  await db.schema
    .createIndex("rate_loads_awaiting")
    .on("rate_loads")
    .column("created_at")
    .where(sql<boolean>`status = 'AwaitingApproval'`)
    .execute();
}
