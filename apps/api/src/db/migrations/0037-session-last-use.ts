import { type Kysely, sql } from "kysely";

/** When each session was last used (written at most once a minute), so an idle one ends. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("last_used_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
