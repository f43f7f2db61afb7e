import { type Kysely, sql } from "kysely";

/**
 * Conversions between a customer's balances. A quote fixes the rate, the fee and both amounts for 30 seconds and is
 * used at most once; its id is random (122 bits), and it is only ever read with its owner's id. A conversion is a
 * Completed `transfers` row of type Conversion on the source balance (its amount is what was sold) that names the
 * target currency, the amount bought, the rate and the fee; its one `conversion` journal entry moves the money.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversion_quotes")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("from_currency", "text", (col) => col.notNull())
    .addColumn("to_currency", "text", (col) => col.notNull())
    .addColumn("sell_amount", "bigint", (col) => col.notNull().check(sql`sell_amount > 0`))
    .addColumn("buy_amount", "bigint", (col) => col.notNull().check(sql`buy_amount > 0`))
    .addColumn("fee", "bigint", (col) => col.notNull().check(sql`fee >= 0`))
    .addColumn("rate", "numeric", (col) => col.notNull().check(sql`rate > 0`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("conversion_quotes_two_currencies", sql`from_currency <> to_currency`)
    .addCheckConstraint("conversion_quotes_fee_within_sale", sql`fee < sell_amount`)
    .execute();
  await db.schema
    .createIndex("conversion_quotes_expiry")
    .on("conversion_quotes")
    .column("expires_at")
    .execute();

  await sql`alter table transfers
    drop constraint transfers_type_check,
    drop constraint transfers_withdrawal_shape,
    add column conversion_currency text,
    add column conversion_amount bigint,
    add column conversion_rate numeric,
    add column conversion_fee bigint`.execute(db);
  await sql`alter table transfers
    add constraint transfers_type_check check (type in ('Deposit', 'Withdrawal', 'Conversion')),
    add constraint transfers_withdrawal_shape
      check (type <> 'Withdrawal'
        or (transfer_option in ('Local', 'International') and account_name is not null
          and account_number is not null and bank_name is not null and account_type is not null)
        or (transfer_option = 'Larkspur' and payer_transfer_id is null)),
    add constraint transfers_conversion_shape
      check ((type = 'Conversion') = (conversion_currency is not null and conversion_amount > 0
        and conversion_rate > 0 and conversion_fee >= 0)),
    add constraint transfers_conversion_completed
      check (type <> 'Conversion' or (status = 'Completed' and transfer_option is null
        and conversion_currency <> currency))`.execute(db);

  await sql`alter table journal_entries drop constraint journal_entries_kind_check`.execute(db);
  await sql`alter table journal_entries add constraint journal_entries_kind_check
    check (kind in ('deposit', 'hold', 'completion', 'release', 'payment', 'conversion'))`.execute(db);
}
