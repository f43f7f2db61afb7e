import { type Kysely, sql } from "kysely";

/**
 * The SHA-256 of the ledger's PL/pgSQL file as it was last applied (`modules/ledger/ledger-sql.ts`): after the numbered
 * migrations, the migrator runs the file again whenever it differs. One row at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_sql_applied (
      only_row boolean primary key default true check (only_row),
      sha256 text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
}
