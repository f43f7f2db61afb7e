import type { Kysely } from "kysely";

/** One row per run of the ledger's self-check: when it ran, what it read and every broken rule it found. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ledger_checks")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("started_at", "timestamptz", (col) => col.notNull())
    .addColumn("finished_at", "timestamptz", (col) => col.notNull())
    .addColumn("accounts", "integer", (col) => col.notNull())
    .addColumn("journal_entries", "integer", (col) => col.notNull())
    .addColumn("postings", "integer", (col) => col.notNull())
    .addColumn("transfers", "integer", (col) => col.notNull())
    .addColumn("problem_count", "integer", (col) => col.notNull())
    .addColumn("problems", "jsonb", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("ledger_checks_started").on("ledger_checks").column("started_at").execute();
}
