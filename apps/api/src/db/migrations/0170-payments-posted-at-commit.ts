import { type Kysely, sql } from "kysely";

/**
 * A payment between customers is written to the ledger at its trx's commit, not in a statement before it: the trx
 * inserts a row due here, and a deferred trigger, at commit, locks both accounts in id order, writes the `payment`
 * entry, its postings and both running totals, and removes the row. The accounts are then locked only for the commit,
 * so payments to one popular recipient queue for no round trip to the API (docs/architecture.md#crediting-a-busy-recipient).
 * The rows never outlive their trx, so the table is not written ahead to the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table payment_entries_due (
      entry_id uuid primary key,
      transfer_id uuid not null,
      payer_account_id uuid not null,
      recipient_account_id uuid not null,
      amount bigint not null check (amount > 0),
      check (payer_account_id <> recipient_account_id)
    )`.execute(db);
  await sql`
    create function ledger_post_payment() returns trigger language plpgsql as $$
    begin
      perform 1 from accounts where id in (new.payer_account_id, new.recipient_account_id)
        order by id for no key update;
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
  await sql`
    create constraint trigger payment_entries_posted_at_commit after insert on payment_entries_due
    deferrable initially deferred for each row execute function ledger_post_payment()`.execute(db);
}
