import { type Kysely, sql } from "kysely";

/**
 * TRUNCATE skips row and statement triggers on UPDATE and DELETE, so the append-only tables refuse it with a trigger
 * of its own: the audit log, and the journal it was modelled on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["audit_log", "journal_entries", "postings"]) {
    await sql`
      create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_is_append_only()`.execute(db);
  }
}
