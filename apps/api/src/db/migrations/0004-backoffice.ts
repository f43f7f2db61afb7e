import { type Kysely, sql } from "kysely";

/** The staff's record of what they did (append-only, like the journal) and the approvals of large transfers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("actor_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject_type", "text", (col) => col.notNull())
    .addColumn("subject_id", "text", (col) => col.notNull())
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addColumn("reason", "text")
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "id"]).execute();
  await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject_id", "id"]).execute();
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each statement execute function ledger_is_append_only()`.execute(db);

  await db.schema
    .createTable("transfer_approvals")
    .addColumn("transfer_id", "uuid", (col) => col.notNull().references("transfers.id"))
    .addColumn("operator_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("transfer_approvals_pkey", ["transfer_id", "operator_id"])
    .execute();
}
