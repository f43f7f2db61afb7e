import { type Kysely, sql } from "kysely";

/**
 * What happened to a customer's money or account, one row per event, written in the trx of the change. `seq` orders
 * the stream (it is the event id a live connection resumes from). Titles and bodies are not stored: they are rendered
 * from `kind` and `params` when read, in the reader's language of the moment. Each user's e-mail preferences are
 * three switches on the user, all on by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("seq", "bigint", (col) => col.notNull().generatedAlwaysAsIdentity().unique())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("params", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("link", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("read_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("notifications_newest")
    .on("notifications")
    .columns(["user_id", "seq desc"])
    .execute();
  await db.schema
    .createIndex("notifications_unread")
    .on("notifications")
    .column("user_id")
    .where(sql.ref("read_at"), "is", null)
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("email_money_in", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("email_money_out", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("email_requests", "boolean", (col) => col.notNull().defaultTo(true))
    .execute();
}
