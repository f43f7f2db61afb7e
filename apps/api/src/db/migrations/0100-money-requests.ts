import { type Kysely, sql } from "kysely";

/**
 * Money requests: a customer asks another (the payer) for an amount, or makes a link any customer can pay. The
 * stored status is Open until it is paid, declined or cancelled; an Open request past `expires_at` reads as Expired,
 * so expiry needs no job. Paid records who paid and the payer's transaction, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("money_requests")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("requester_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("payer_id", "uuid", (col) => col.references("users.id"))
    .addColumn("amount", "bigint", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Open', 'Paid', 'Declined', 'Cancelled')`),
    )
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("closed_at", "timestamptz")
    .addColumn("paid_by", "uuid", (col) => col.references("users.id"))
    .addColumn("paid_transfer_id", "uuid", (col) => col.references("transfers.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("money_requests_not_from_oneself", sql`payer_id is null or payer_id <> requester_id`)
    .addCheckConstraint(
      "money_requests_paid_shape",
      sql`(status = 'Paid') = (paid_by is not null and paid_transfer_id is not null)`,
    )
    .addCheckConstraint("money_requests_closed_shape", sql`(status = 'Open') = (closed_at is null)`)
    .execute();
  await db.schema
    .createIndex("money_requests_outgoing")
    .on("money_requests")
    .columns(["requester_id", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("money_requests_incoming")
    .on("money_requests")
    .columns(["payer_id", "created_at desc"])
    .where(sql.ref("payer_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("money_requests_paid_by")
    .on("money_requests")
    .columns(["paid_by", "created_at desc"])
    .where(sql.ref("paid_by"), "is not", null)
    .execute();
}
