import { type Kysely, sql } from "kysely";

/**
 * Each audit entry keeps its actor's e-mail address as it was when they acted, so a later change of address cannot
 * rewrite who did what. Entries written before this migration take the address their actor has now: the append-only
 * trigger steps aside for that one fill, inside the migration's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("actor_email", "text").execute();
  await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
  await sql`update audit_log set actor_email = users.email from users where users.id = audit_log.actor_id`.execute(
    db,
  );
  await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
  await db.schema
    .alterTable("audit_log")
    .alterColumn("actor_email", (col) => col.setNotNull())
    .execute();
}
