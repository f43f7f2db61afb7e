import type { Kysely } from "kysely";

/**
 * When the session's user last proved it was them again (password or second factor); the sign-in itself counts when
 * there is none. Changing second factors needs a proof within REAUTH_WINDOW_SECONDS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("reauthenticated_at", "timestamptz").execute();
}
