import { type Kysely, sql } from "kysely";

/**
 * An account's postings in the order they were written, with their amounts: the balance after any posting is the sum
 * of the account's postings up to it, read from this index alone. The CSV export's "balance after" and the statements
 * sum ranges of it (docs/architecture.md#statements-and-export).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index postings_account_order on postings (account_id, id) include (amount)`.execute(db);
}
