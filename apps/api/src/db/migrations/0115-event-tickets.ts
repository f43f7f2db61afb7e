import { type Kysely, sql } from "kysely";

/**
 * One-time tickets that open an event stream (EventSource cannot send the session token in a header, and a token in
 * a URL would reach logs). Only the ticket's hash is kept; a used ticket is deleted, an unused one lives 30 seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_tickets")
    .addColumn("ticket_hash", "text", (col) => col.primaryKey())
    .addColumn("session_id", "uuid", (col) => col.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("event_tickets_expiry").on("event_tickets").column("expires_at").execute();
}
