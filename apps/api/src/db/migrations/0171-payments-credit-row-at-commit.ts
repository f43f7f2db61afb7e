import { type Kysely, sql } from "kysely";

/**
 * The recipient's history row of a payment is written at the commit too, by the trigger, after it locks both
 * accounts: a row naming an account takes a key-share lock on it (its foreign key) until its trx ends, so written by
 * an earlier statement it made every payment's update of a busy recipient's balance share the row with all the
 * payments in flight (docs/architecture.md#crediting-a-busy-recipient). The due row carries the recipient's row as
 * the API built it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_entries_due add column recipient_transfer jsonb not null`.execute(db);
  await sql`
    create or replace function ledger_post_payment() returns trigger language plpgsql as $$
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
      insert into journal_entries (id, kind, transfer_id) values (new.entry_id, 'payment', new.transfer_id);
      insert into postings (entry_id, account_id, bucket, amount) values
        (new.entry_id, new.payer_account_id, 'available', -new.amount),
        (new.entry_id, new.recipient_account_id, 'available', new.amount);
      -- The accounts' check refuses a payer who cannot cover the amount: the commit fails and nothing is kept.
      update accounts
      set balance = balance + case when id = new.payer_account_id then -new.amount else new.amount end
      where id in (new.payer_account_id, new.recipient_account_id);
      delete from payment_entries_due where entry_id = new.entry_id;
      return null;
    end $$`.execute(db);
}
