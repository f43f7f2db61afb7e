import { type Kysely, sql } from "kysely";

/**
 * Each entry of money in keeps the SHA-256 of the bank file it came in, so the audit of its assignment names the file
 * an investigator can check it against. Entries already imported from a hand-uploaded file take that file's hash when
 * one approved file of their kind carried their message; the others (older imports) stay without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("money_in_entries")
    .addColumn("file_sha256", "text", (col) => col.check(sql`file_sha256 ~ '^[0-9a-f]{64}$'`))
    .execute();
  await sql`update money_in_entries entry set file_sha256 = (
      select min(file.sha256) from bank_files file
      where file.kind = entry.file_kind and file.message_id = entry.message_id and file.status = 'Approved'
      having count(*) = 1
    )`.execute(db);
}
