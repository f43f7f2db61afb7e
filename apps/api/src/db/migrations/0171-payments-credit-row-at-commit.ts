import { type Kysely, sql } from "kysely";

/**
 * The recipient's history row of a payment is written at the commit too, after both accounts are locked: a row naming
 * an account takes a key-share lock on it (its foreign key) until its trx ends, so written by an earlier statement it
 * made every payment's update of a busy recipient's balance share the row with all the payments in flight
 * (docs/architecture.md#crediting-a-busy-recipient). The due row carries the recipient's row as the API built it. Its
 * trigger fires first (a row's triggers fire in the order of their names) and takes both accounts' locks in id order,
 * as `payment_entries_posted_at_commit` then does again, holding them already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_entries_due add column recipient_transfer jsonb not null`.execute(db);
  await sql`
    create function ledger_credit_row_of_payment() returns trigger language plpgsql as $$
    begin
      perform 1 from accounts where id in (new.payer_account_id, new.recipient_account_id)
        order by id for no key update;
      insert into transfers (id, transaction_id, user_id, account_id, currency, type, status, amount, description,
        transfer_option, counterparty_id, counterparty_name, counterparty_account_number, payer_transfer_id,
        created_at, updated_at)
      select id, transaction_id, user_id, account_id, currency, type, status, amount, description,
        transfer_option, counterparty_id, counterparty_name, counterparty_account_number, payer_transfer_id,
        created_at, updated_at
      from jsonb_populate_record(null::transfers, new.recipient_transfer);
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger payment_entries_credit_row_at_commit after insert on payment_entries_due
    deferrable initially deferred for each row execute function ledger_credit_row_of_payment()`.execute(db);
}
