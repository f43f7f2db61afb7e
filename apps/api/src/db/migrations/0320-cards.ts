import { type Kysely, sql } from "kysely";

const CURRENCIES =
  "USD EUR JPY CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR";

/**
 * Virtual debit cards. A card spends from its owner's account in its currency; its number and CVC are kept only
 * sealed (AES-256-GCM under CARD_ENCRYPTION_KEY), with a keyed digest of the number to find a card by it. Every
 * authorisation the card network asks about is kept, declined ones too, so the same id answers the same decision.
 * Two system accounts per currency: `card_settlement` (what the bank owes the card network for cleared purchases)
 * and `card_receivable` (what customers owe the bank when a clearing came in above the authorisation and above their
 * balance: a card overdraft to collect).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop constraint accounts_kind_check`.execute(db);
  await sql`alter table accounts add constraint accounts_kind_check
    check (kind in ('customer', 'settlement', 'funding', 'fx_position', 'fee_revenue', 'card_settlement',
      'card_receivable'))`.execute(db);
  await sql`
    insert into accounts (kind, currency)
    select kind, currency
    from unnest(${["card_settlement", "card_receivable"]}::text[]) as kinds (kind)
      cross join unnest(${CURRENCIES.split(" ")}::text[]) as codes (currency)
    on conflict do nothing`.execute(db);

  await sql`alter table journal_entries drop constraint journal_entries_kind_check`.execute(db);
  await sql`alter table journal_entries add constraint journal_entries_kind_check
    check (kind in ('deposit', 'hold', 'completion', 'release', 'payment', 'conversion', 'payout', 'return',
      'card_hold', 'card_release', 'card_clearing', 'card_refund'))`.execute(db);

  await sql`create table cards (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id),
    account_id uuid not null,
    currency text not null,
    pan_sealed text not null,
    cvc_sealed text not null,
    pan_digest text not null unique,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    exp_month int not null check (exp_month between 1 and 12),
    exp_year int not null,
    status text not null default 'Active' check (status in ('Active', 'Frozen', 'Terminated')),
    nickname text,
    per_purchase bigint check (per_purchase > 0),
    daily bigint check (daily > 0),
    monthly bigint check (monthly > 0),
    online boolean not null default true,
    atm boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    foreign key (account_id, currency) references accounts (id, currency)
  )`.execute(db);
  await sql`create index cards_user on cards (user_id, created_at)`.execute(db);

  await sql`create table card_authorizations (
    authorization_id text primary key,
    card_id uuid not null references cards (id),
    user_id uuid not null references users (id),
    account_id uuid not null references accounts (id),
    transfer_id uuid unique references movements (id),
    decision text not null check (decision in ('approved', 'declined')),
    reason text check ((decision = 'declined') = (reason is not null)),
    currency text not null,
    requested bigint not null check (requested > 0),
    authorized bigint not null default 0 check (authorized >= 0),
    held bigint not null default 0 check (held >= 0),
    cleared bigint not null default 0 check (cleared >= 0),
    overdraft bigint not null default 0 check (overdraft >= 0),
    merchant_name text not null,
    mcc text not null,
    country text not null,
    channel text not null check (channel in ('online', 'in_store', 'atm')),
    state text not null check (state in ('Declined', 'Pending', 'Completed', 'Cancelled')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index card_authorizations_card on card_authorizations (card_id, created_at)
    where decision = 'approved'`.execute(db);
  await sql`create index card_authorizations_expiry on card_authorizations (expires_at) where state = 'Pending'`.execute(
    db,
  );

  await sql`create table card_refunds (
    transfer_id uuid primary key references movements (id),
    card_id uuid not null references cards (id),
    amount bigint not null check (amount > 0),
    merchant_name text not null,
    mcc text not null,
    country text not null,
    created_at timestamptz not null
  )`.execute(db);
}
