import { type Kysely, sql } from "kysely";

/**
 * Bank files come from the bank, or from two people.
 *
 * A file an operator uploads by hand is only staged in `bank_files` (its XML, SHA-256 and the entries it would apply)
 * until a different operator approves it, which applies it, or rejects it; a file the partner bank sends over its
 * signed channel is applied at once and never staged. `bank_closing_balances` keeps, per currency, the newest closing
 * booked balance a camt.053 statement gave, for the reconciliation. Money in that the bank itself sent has no operator
 * who imported it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("bank_files")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in ('camt.053', 'camt.054', 'pain.002')`),
    )
    .addColumn("message_id", "text", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn("xml", "text", (col) => col.notNull())
    .addColumn("payment_batch_id", "uuid", (col) => col.references("payment_batches.id"))
    .addColumn("entries", "jsonb", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Awaiting approval', 'Approved', 'Rejected')`),
    )
    .addColumn("uploaded_by", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("uploaded_at", "timestamptz", (col) => col.notNull())
    .addColumn("decided_by", "uuid", (col) => col.references("users.id"))
    .addColumn("decided_at", "timestamptz")
    .addColumn("decision_reason", "text")
    .addCheckConstraint(
      "bank_files_status_report_batch",
      sql`(kind = 'pain.002') = (payment_batch_id is not null)`,
    )
    .addCheckConstraint(
      "bank_files_decision_shape",
      sql`(status = 'Awaiting approval') = (decided_by is null and decided_at is null)
        and (status = 'Rejected') = (decision_reason is not null)`,
    )
    // The second person is a second person, whatever the code above the database does.
    .addCheckConstraint("bank_files_two_people", sql`decided_by is null or decided_by <> uploaded_by`)
    .execute();
  await db.schema
    .createIndex("bank_files_awaiting")
    .on("bank_files")
    .column("uploaded_at")
    .where(sql<boolean>`status = 'Awaiting approval'`)
    .execute();

  await db.schema
    .createTable("bank_closing_balances")
    .addColumn("currency", "text", (col) => col.primaryKey().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn("amount", "bigint", (col) => col.notNull())
    .addColumn("statement_date", "text", (col) =>
      col.notNull().check(sql`statement_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn("message_id", "text", (col) => col.notNull())
    .addColumn("recorded_at", "timestamptz", (col) => col.notNull())
    .execute();

  await sql`alter table money_in_entries alter column imported_by drop not null`.execute(db);
}
