import type { Kysely } from "kysely";

/** The session each open event stream belongs to, so a session's open streams are counted on all processes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("event_streams").addColumn("session_id", "uuid").execute();
  await db.schema
    .createIndex("event_streams_session")
    .on("event_streams")
    .columns(["session_id", "seen_at"])
    .execute();
}
