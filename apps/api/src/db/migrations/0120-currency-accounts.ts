import { type Kysely, sql } from "kysely";

/**
 * Money in many currencies. A customer holds one account per currency (USD, opened at sign-up, is the main one and is
 * never closed); a closed balance keeps its row, empty, with `closed_at`, and opening it again clears it. The bank
 * keeps each system account once per currency, and two new kinds for conversions: `fx_position` (what the bank bought
 * and sold) and `fee_revenue`. A transfer names its currency, which must be its account's. A journal entry must sum to
 * zero in each currency it touches, checked at commit as before.
 */
const CURRENCIES =
  "USD EUR JPY CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR";
const SYSTEM_KINDS = ["settlement", "funding", "fx_position", "fee_revenue"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts
    drop constraint accounts_currency_check,
    drop constraint accounts_kind_check,
    drop constraint accounts_user_id_key,
    add column opened_at timestamptz not null default now(),
    add column closed_at timestamptz`.execute(db);
  await sql`update accounts set opened_at = created_at`.execute(db);
  await sql`alter table accounts
    add constraint accounts_currency_check check (currency ~ '^[A-Z]{3}$'),
    add constraint accounts_kind_check
      check (kind in ('customer', 'settlement', 'funding', 'fx_position', 'fee_revenue')),
    add constraint accounts_customer_currency_key unique (user_id, currency),
    add constraint accounts_id_currency_key unique (id, currency),
    add constraint accounts_main_never_closed check (kind <> 'customer' or currency <> 'USD' or closed_at is null),
    add constraint accounts_closed_empty check (closed_at is null or (balance = 0 and held = 0))`.execute(db);
  await sql`drop index accounts_one_per_system_kind`.execute(db);
  await sql`create unique index accounts_one_per_system_kind on accounts (kind, currency) where kind <> 'customer'`.execute(
    db,
  );
  await sql`
    insert into accounts (kind, currency)
    select kind, currency
    from unnest(${SYSTEM_KINDS}::text[]) as kinds (kind)
      cross join unnest(${CURRENCIES.split(" ")}::text[]) as codes (currency)
    on conflict do nothing`.execute(db);

  await sql`alter table transfers
    add column currency text not null default 'USD',
    add constraint transfers_account_currency foreign key (account_id, currency) references accounts (id, currency)`.execute(
    db,
  );

  await sql`
    create or replace function ledger_entry_must_balance() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from postings p join accounts a on a.id = p.account_id
                 where p.entry_id = new.entry_id group by a.currency having sum(p.amount) <> 0) then
        raise exception 'journal entry % does not balance', new.entry_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
}
