import { type Kysely, sql } from "kysely";

/**
 * The dev mailbox keeps each mail as it was queued, one jsonb value laid out when read, where it kept the subject,
 * the text and the HTML. Mail stored before keeps its parts, as a laid-out mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("dev_mailbox").addColumn("mail", "jsonb").execute();
  await sql`update dev_mailbox
    set mail = jsonb_build_object('to', to_address, 'subject', subject, 'text', text, 'html', html)`.execute(
    db,
  );
  await db.schema
    .alterTable("dev_mailbox")
    .alterColumn("mail", (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable("dev_mailbox")
    .dropColumn("subject")
    .dropColumn("text")
    .dropColumn("html")
    .execute();
}
