import { type Kysely, sql } from "kysely";

/**
 * Every movement of money is one row of `movements` with what all kinds share; what only one kind has lives in a table
 * of its own keyed by the movement: a bank transfer out's payee and payout (`payout_details`), a conversion's other
 * side (`conversion_details`), a payment's other customer as then named and the request it pays (`payment_details`), a
 * bank credit's payer (`bank_credit_details`). `movement_rows` joins them back into the one flat row every reader
 * knows. Today's rows move over with their ids, so nothing the API shows changes.
 *
 * `payer_transfer_id` stays shared: a payment's recipient row and a conversion's target row both name by it the
 * movement whose journal entry moved their money, and the ledger check follows it for every kind alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transfers rename to movements`.execute(db);
  for (const [from, to] of [
    ["transfers_pkey", "movements_pkey"],
    ["transfers_transaction_id_key", "movements_transaction_id_key"],
    ["transfers_payer_transfer_id_key", "movements_payer_transfer_id_key"],
  ] as const) {
    await sql`alter table movements rename constraint ${sql.id(from)} to ${sql.id(to)}`.execute(db);
  }
  for (const [from, to] of [
    ["transfers_user_history", "movements_user_history"],
    ["transfers_unconfirmed_expiry", "movements_unconfirmed_expiry"],
    ["transfers_money_out", "movements_money_out"],
  ] as const) {
    await sql`alter index ${sql.id(from!)} rename to ${sql.id(to!)}`.execute(db);
  }

  await sql`
    create table payout_details (
      movement_id uuid primary key references movements (id),
      account_name text not null,
      account_number text not null,
      bank_name text not null,
      account_type text not null,
      routing_number text,
      swift_code text,
      country text,
      payment_batch_id uuid references payment_batches (id),
      payout_status text check (payout_status in ('Sent', 'Accepted', 'Rejected')),
      bank_return_reason text,
      sent_to_bank_at timestamptz,
      constraint payout_details_batch_shape check ((payment_batch_id is null) = (payout_status is null)
        and (payout_status = 'Rejected') = (bank_return_reason is not null))
    )`.execute(db);
  await sql`
    create table conversion_details (
      movement_id uuid primary key references movements (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      amount bigint not null check (amount > 0),
      rate numeric not null check (rate > 0),
      fee bigint not null check (fee >= 0)
    )`.execute(db);
  await sql`
    create table payment_details (
      movement_id uuid primary key references movements (id),
      counterparty_name text not null,
      counterparty_account_number text not null,
      request_id uuid references money_requests (id)
    )`.execute(db);
  await sql`
    create table bank_credit_details (
      movement_id uuid primary key references movements (id),
      payer_name text not null,
      payer_account_number text not null
    )`.execute(db);

  await sql`
    insert into payout_details (movement_id, account_name, account_number, bank_name, account_type, routing_number,
      swift_code, country, payment_batch_id, payout_status, bank_return_reason, sent_to_bank_at)
    select id, account_name, account_number, bank_name, account_type, routing_number, swift_code, country,
      payment_batch_id, payout_status, bank_return_reason, sent_to_bank_at
    from movements where transfer_option in ('Local', 'International')`.execute(db);
  await sql`
    insert into conversion_details (movement_id, currency, amount, rate, fee)
    select id, conversion_currency, conversion_amount, conversion_rate, conversion_fee
    from movements where conversion_currency is not null`.execute(db);
  await sql`
    insert into payment_details (movement_id, counterparty_name, counterparty_account_number, request_id)
    select id, counterparty_name, counterparty_account_number, request_id
    from movements where transfer_option = 'Larkspur'`.execute(db);
  await sql`
    insert into bank_credit_details (movement_id, payer_name, payer_account_number)
    select id, counterparty_name, counterparty_account_number
    from movements where transfer_option is null and counterparty_name is not null`.execute(db);

  // The checks that named the moved columns go with them; what they said of the shared columns is said again below.
  await sql`alter table movements
    drop constraint transfers_withdrawal_shape,
    drop constraint transfers_counterparty_shape,
    drop constraint transfers_conversion_shape,
    drop constraint transfers_conversion_completed,
    drop constraint transfers_payout_shape`.execute(db);
  await sql`drop index transfers_awaiting_batch`.execute(db);
  await sql`drop index transfers_payment_batch`.execute(db);
  await sql`alter table movements
    drop column account_name, drop column account_number, drop column bank_name, drop column account_type,
    drop column routing_number, drop column swift_code, drop column country, drop column payment_batch_id,
    drop column payout_status, drop column bank_return_reason, drop column sent_to_bank_at,
    drop column conversion_currency, drop column conversion_amount, drop column conversion_rate,
    drop column conversion_fee, drop column counterparty_name, drop column counterparty_account_number,
    drop column request_id`.execute(db);
  await sql`alter table movements
    add constraint movements_withdrawal_shape check (type <> 'Withdrawal'
      or transfer_option in ('Local', 'International') or (transfer_option = 'Larkspur' and payer_transfer_id is null)),
    add constraint movements_counterparty_shape
      check (coalesce(transfer_option = 'Larkspur', false) = (counterparty_id is not null)),
    add constraint movements_conversion_completed
      check (type <> 'Conversion' or (status = 'Completed' and transfer_option is null))`.execute(db);

  // What waits for the next batch: bank transfers out in no batch yet; once batched a row leaves the index.
  await sql`create index payout_details_unbatched on payout_details (movement_id) where payment_batch_id is null`.execute(
    db,
  );
  await sql`create index payout_details_batch on payout_details (payment_batch_id) where payment_batch_id is not null`.execute(
    db,
  );

  await sql`
    create view movement_rows as
    select m.id, m.transaction_id, m.user_id, m.account_id, m.type, m.status, m.amount, m.description,
      m.transfer_option, payout.account_name, payout.account_number, payout.bank_name, payout.account_type,
      payout.routing_number, payout.swift_code, payout.country, m.expires_at, m.cancel_reason, m.decided_by,
      m.created_at, m.updated_at, m.counterparty_id,
      coalesce(payment.counterparty_name, credit.payer_name) as counterparty_name,
      coalesce(payment.counterparty_account_number, credit.payer_account_number) as counterparty_account_number,
      m.payer_transfer_id, payment.request_id, m.money_out_at, m.currency,
      conversion.currency as conversion_currency, conversion.amount as conversion_amount,
      conversion.rate as conversion_rate, conversion.fee as conversion_fee,
      payout.payment_batch_id, payout.payout_status, payout.bank_return_reason, m.limit_cents, payout.sent_to_bank_at
    from movements m
    left join payout_details payout on payout.movement_id = m.id
    left join conversion_details conversion on conversion.movement_id = m.id
    left join payment_details payment on payment.movement_id = m.id
    left join bank_credit_details credit on credit.movement_id = m.id`.execute(db);

  // The recipient's row of a payment, written at the commit (migration 0171): the movement and its payment details.
  await sql`
    create or replace function ledger_credit_row_of_payment() returns trigger language plpgsql as $$
    declare
      credited movement_rows;
    begin
      perform 1 from accounts where id in (new.payer_account_id, new.recipient_account_id)
        order by id for no key update;
      credited := jsonb_populate_record(null::movement_rows, new.recipient_transfer);
      insert into movements (id, transaction_id, user_id, account_id, currency, type, status, amount, description,
        transfer_option, counterparty_id, payer_transfer_id, created_at, updated_at)
      values (credited.id, credited.transaction_id, credited.user_id, credited.account_id, credited.currency, credited.type, credited.status, credited.amount,
        credited.description, credited.transfer_option, credited.counterparty_id, credited.payer_transfer_id, credited.created_at,
        credited.updated_at);
      insert into payment_details (movement_id, counterparty_name, counterparty_account_number)
      values (credited.id, credited.counterparty_name, credited.counterparty_account_number);
      return null;
    end $$`.execute(db);
}
