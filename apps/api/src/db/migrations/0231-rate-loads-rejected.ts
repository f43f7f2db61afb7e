import { type Kysely, sql } from "kysely";

/**
 * A staged rates file may be turned down, by the second operator or withdrawn by its loader, with a reason: it then
 * leaves the waiting list and its rates are never written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("rate_loads")
    .addColumn("rejected_by", "uuid", (col) => col.references("users.id"))
    .addColumn("rejected_at", "timestamptz")
    .addColumn("rejection_reason", "text")
    .execute();
  await sql`alter table rate_loads drop constraint rate_loads_status_check`.execute(db);
  await sql`alter table rate_loads add constraint rate_loads_status_check
    check (status in ('AwaitingApproval', 'Approved', 'Rejected'))`.execute(db);
  await sql`alter table rate_loads add constraint rate_loads_rejection_shape
    check ((status = 'Rejected') = (rejected_by is not null and rejected_at is not null
      and rejection_reason is not null))`.execute(db);
}
