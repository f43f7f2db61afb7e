import { type Kysely, sql } from "kysely";

/**
 * Limits on money out. `customer_limits` holds, per customer, the bank's limits an operator set (null: the configured
 * standard one) and the lower ones the customer chose (null: the bank's). A transfer or payment records when its money
 * left the available balance (`money_out_at`, at verify), so each day and each 30 days count what was sent in them;
 * the partial index serves the sums that limits are checked against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_limits")
    .addColumn("user_id", "uuid", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("bank_per_payment", "bigint")
    .addColumn("bank_daily", "bigint")
    .addColumn("bank_monthly", "bigint")
    .addColumn("own_per_payment", "bigint")
    .addColumn("own_daily", "bigint")
    .addColumn("own_monthly", "bigint")
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "customer_limits_positive",
      sql`coalesce(bank_per_payment, 1) > 0 and coalesce(bank_daily, 1) > 0 and coalesce(bank_monthly, 1) > 0
        and coalesce(own_per_payment, 1) > 0 and coalesce(own_daily, 1) > 0 and coalesce(own_monthly, 1) > 0`,
    )
    .execute();
  await db.schema.alterTable("transfers").addColumn("money_out_at", "timestamptz").execute();
  // Money that left before limits existed counts from when its transfer was made.
  await sql`update transfers set money_out_at = created_at
    where type = 'Withdrawal' and status in ('Pending', 'Completed')`.execute(db);
  await db.schema
    .createIndex("transfers_money_out")
    .on("transfers")
    .columns(["user_id", "money_out_at"])
    .where(sql.ref("money_out_at"), "is not", null)
    .execute();
}
