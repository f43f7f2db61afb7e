import type { Kysely } from "kysely";

/**
 * The event streams open on any API process, by user: a row while a stream is open, its `seen_at` renewed at each
 * heartbeat. A row whose process died stops being renewed and soon counts for nothing. It answers whether a customer
 * is connected now (a support answer is e-mailed only to a customer who is not).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_streams")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("seen_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("event_streams_user")
    .on("event_streams")
    .columns(["user_id", "seen_at"])
    .execute();
  await db.schema.createIndex("event_streams_seen").on("event_streams").column("seen_at").execute();
}
