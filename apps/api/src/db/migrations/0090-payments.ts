import { type Kysely, sql } from "kysely";

/**
 * Payments between customers. The payer's row is a Withdrawal with transfer option "Larkspur" naming the recipient
 * (`counterparty_*`); once paid, the recipient gets a Completed Deposit row naming the payer, which points at the
 * payer's row (`payer_transfer_id`), whose one `payment` journal entry moved the money. Names and account numbers
 * are kept as they were when the payment was made, as a bank statement keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transfers drop constraint transfers_transfer_option_check`.execute(db);
  await sql`alter table transfers drop constraint transfers_deposit_shape`.execute(db);
  await sql`alter table transfers drop constraint transfers_withdrawal_shape`.execute(db);
  await db.schema
    .alterTable("transfers")
    .addColumn("counterparty_id", "uuid", (col) => col.references("users.id"))
    .addColumn("counterparty_name", "text")
    .addColumn("counterparty_account_number", "text")
    .addColumn("payer_transfer_id", "uuid", (col) => col.references("transfers.id").unique())
    .execute();
  await sql`alter table transfers
    add constraint transfers_transfer_option_check
      check (transfer_option in ('Local', 'International', 'Larkspur')),
    add constraint transfers_counterparty_shape
      check (coalesce(transfer_option = 'Larkspur', false) = (counterparty_id is not null
        and counterparty_name is not null and counterparty_account_number is not null)),
    add constraint transfers_deposit_shape
      check (type = 'Withdrawal'
        or (status in ('Pending', 'Completed', 'Cancelled') and transfer_option is null and payer_transfer_id is null)
        or (status = 'Completed' and transfer_option = 'Larkspur' and payer_transfer_id is not null)),
    add constraint transfers_withdrawal_shape
      check (type = 'Deposit'
        or (transfer_option in ('Local', 'International') and account_name is not null
          and account_number is not null and bank_name is not null and account_type is not null)
        or (transfer_option = 'Larkspur' and payer_transfer_id is null))`.execute(db);
  await sql`alter table journal_entries drop constraint journal_entries_kind_check`.execute(db);
  await sql`alter table journal_entries add constraint journal_entries_kind_check
    check (kind in ('deposit', 'hold', 'completion', 'release', 'payment'))`.execute(db);

  // The payee look-ups of each customer in the last hour, oldest first: at most 20 are kept.
  await db.schema
    .createTable("payee_lookups")
    .addColumn("user_id", "uuid", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("looked_up_at", sql`timestamptz[]`, (col) => col.notNull())
    .execute();
}
