import { type Kysely, sql } from "kysely";

/**
 * A customer's saved recipients: another Larkspur customer (the payee) or a bank account with the send-money
 * wizard's fields. `dedupe_key` names the payee or the bank account, so the same one is saved once per owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("recipients")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (col) =>
      col.notNull().check(sql`type in ('Larkspur', 'Local', 'International')`),
    )
    .addColumn("payee_id", "uuid", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("account_number", "text", (col) => col.notNull())
    .addColumn("bank_details", "jsonb")
    .addColumn("dedupe_key", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "recipients_kind",
      sql`(type = 'Larkspur') = (payee_id is not null) and (type = 'Larkspur') = (bank_details is null)`,
    )
    .addUniqueConstraint("recipients_user_id_dedupe_key", ["user_id", "dedupe_key"])
    .execute();
  await db.schema
    .createIndex("recipients_user_id_created_at")
    .on("recipients")
    .columns(["user_id", "created_at desc"])
    .execute();
}
