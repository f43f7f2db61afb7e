import { type Kysely, sql } from "kysely";

/**
 * A conversion is one history row per side: the source row (money out, as before) and the target row on the bought
 * balance (money in), which points at the source row (`payer_transfer_id`) whose one `conversion` journal entry moved
 * both. The target row's `conversion_*` columns name the other side: the currency and amount sold, the rate and the fee.
 * Conversions made before get their target row here, dated as their source row, and both rows say which way the
 * money went ("Converted to EUR", "Converted from USD").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transfers drop constraint transfers_deposit_shape`.execute(db);
  await sql`alter table transfers add constraint transfers_deposit_shape
    check (type = 'Withdrawal'
      or (status in ('Pending', 'Completed', 'Cancelled') and transfer_option is null and payer_transfer_id is null)
      or (status = 'Completed' and transfer_option = 'Larkspur' and payer_transfer_id is not null)
      or (type = 'Conversion' and status = 'Completed' and transfer_option is null))`.execute(db);
  await sql`
    insert into transfers (id, transaction_id, user_id, account_id, currency, type, status, amount, description,
      expires_at, cancel_reason, decided_by, payer_transfer_id, conversion_currency, conversion_amount,
      conversion_rate, conversion_fee, created_at, updated_at)
    select gen_random_uuid(), left(source.transaction_id, 13)
        || lpad(((right(source.transaction_id, 6)::int + 500000) % 1000000)::text, 6, '0'), source.user_id, target.id, source.conversion_currency,
      'Conversion', 'Completed', source.conversion_amount, 'Converted from ' || source.currency,
      null, null, null, source.id, source.currency, source.amount, source.conversion_rate, source.conversion_fee,
      source.created_at, source.updated_at
    from transfers source
      join accounts target on target.user_id = source.user_id and target.kind = 'customer'
        and target.currency = source.conversion_currency
    where source.type = 'Conversion' and source.payer_transfer_id is null
      and not exists (select 1 from transfers t where t.payer_transfer_id = source.id)`.execute(db);
  await sql`update transfers set description = 'Converted to ' || conversion_currency
    where type = 'Conversion' and payer_transfer_id is null`.execute(db);
}
