import { type Insertable, type Kysely, sql } from "kysely";
import type { Database } from "./types";

/**
 * Inserts `row` unless a row with the same `key` columns is there; true when this call inserted it. Of calls racing
 * with one key, one inserts and is told so; the others wait on the key's unique index until its trx ends.
 */
export async function insertOnce<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  row: Insertable<Database[Table]>,
  key: readonly (keyof Database[Table] & string)[],
): Promise<boolean> {
  const inserted = await db
    .insertInto(table)
    .values(row as never)
    .onConflict((conflict) => conflict.columns(key as never).doNothing())
    .returning(sql<number>`1`.as("inserted"))
    .executeTakeFirst();
  return inserted !== undefined;
}
