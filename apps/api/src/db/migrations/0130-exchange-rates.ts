import { type Kysely, sql } from "kysely";

/**
 * Every day's reference rates, as the European Central Bank publishes them: how many units of a currency one euro
 * buys, kept as the exact decimal of the file (`numeric`, never a float). `source` says how they came: fetched from
 * the ECB by the rates job, or loaded by hand by an operator (who is in the audit log).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("exchange_rates")
    .addColumn("currency", "text", (col) =>
      col.notNull().check(sql`currency ~ '^[A-Z]{3}$' and currency <> 'EUR'`),
    )
    .addColumn("rate_date", "date", (col) => col.notNull())
    .addColumn("rate", "numeric", (col) => col.notNull().check(sql`rate > 0`))
    .addColumn("source", "text", (col) => col.notNull().check(sql`source in ('ECB', 'Manual')`))
    .addColumn("loaded_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("exchange_rates_pkey", ["currency", "rate_date"])
    .execute();
  await db.schema.createIndex("exchange_rates_date").on("exchange_rates").column("rate_date").execute();
}
