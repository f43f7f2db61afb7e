import { type Kysely, sql } from "kysely";

/**
 * Secure messages between a customer and the support team. A conversation is the mutable part: open or closed, the
 * operator who took it, since when the customer has waited for an answer, and how far each side has read (the seq of
 * the last message seen). Its messages are kept as written, append-only like the audit log: the database refuses
 * UPDATE, DELETE and TRUNCATE on them. A staff message keeps the operator's first name as it was when they wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("support_conversations")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("customer_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("transfer_id", "uuid", (col) => col.references("transfers.id"))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn("operator_id", "uuid", (col) => col.references("users.id"))
    .addColumn("waiting_since", "timestamptz")
    .addColumn("last_message_at", "timestamptz", (col) => col.notNull())
    .addColumn("customer_seen_seq", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("staff_seen_seq", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("closed_at", "timestamptz")
    .addColumn("closed_by", "uuid", (col) => col.references("users.id"))
    .addCheckConstraint(
      "support_conversations_closed_shape",
      sql`(status = 'closed') = (closed_at is not null and closed_by is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("support_conversations_of_customer")
    .on("support_conversations")
    .columns(["customer_id", "last_message_at desc"])
    .execute();
  await db.schema
    .createIndex("support_conversations_open")
    .on("support_conversations")
    .columns(["waiting_since", "last_message_at"])
    .where(sql.ref("status"), "=", "open")
    .execute();
  await db.schema
    .createIndex("support_conversations_closed")
    .on("support_conversations")
    .column("closed_at desc")
    .where(sql.ref("status"), "=", "closed")
    .execute();

  await db.schema
    .createTable("support_messages")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("seq", "bigint", (col) => col.notNull().generatedAlwaysAsIdentity().unique())
    .addColumn("conversation_id", "uuid", (col) => col.notNull().references("support_conversations.id"))
    .addColumn("author_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("from_staff", "boolean", (col) => col.notNull())
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await sql`create index support_messages_thread on support_messages (conversation_id, seq)`.execute(db);
  // A customer's messages of the last hour, counted against their hourly limit.
  await sql`
    create index support_messages_by_customer on support_messages (author_id, created_at)
    where from_staff = false`.execute(db);
  await sql`
    create trigger support_messages_append_only before update or delete on support_messages
    for each statement execute function ledger_is_append_only()`.execute(db);
  await sql`
    create trigger support_messages_no_truncate before truncate on support_messages
    for each statement execute function ledger_is_append_only()`.execute(db);
}
