import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

/**
 * The ledger's PL/pgSQL (`ledger.sql`). Read beside this file when the API runs from its TypeScript (tsx, the
 * tests), and beside the bundle when it runs compiled: `build.mjs` copies the file into `dist/`.
 */
export function ledgerSql(): string {
  return readFileSync(new URL("./ledger.sql", import.meta.url), "utf8");
}

/**
 * The lock Kysely's migrator takes (its PostgreSQL adapter's key): the file is applied by one process at a time, never
 * beside a migration, however many API processes start at once.
 */
const MIGRATION_LOCK = 3853314791062309107n;

/**
 * Runs `ledger.sql` in one transaction when its SHA-256 is not the one `ledger_sql_applied` records, and records it;
 * answers whether it ran. Under the migrations' lock, the hash is read after the lock is granted, so a process that
 * waited for another's run finds that run's hash and does nothing. Its statements carry no parameters, so they go as
 * one simple query, the same on PGlite, PostgreSQL and the database behind a pooler (the caller passes the migrations'
 * connection, which is the database's own).
 */
export async function applyLedgerSql(db: Kysely<Database>, text = ledgerSql()): Promise<boolean> {
  const sha256 = createHash("sha256").update(text).digest("hex");
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
    const { rows } = await sql<{ sha256: string }>`select sha256 from ledger_sql_applied`.execute(trx);
    if (rows[0]?.sha256 === sha256) return false;
    await sql.raw(text).execute(trx);
    await sql`
      insert into ledger_sql_applied (sha256) values (${sql.lit(sha256)})
      on conflict (only_row) do update set sha256 = excluded.sha256, applied_at = now()`.execute(trx);
    return true;
  });
}
