-- The ledger's rules: every movement of money is one call of one function below, made by ledger.service.ts inside
-- the caller's transaction, so money moves if and only if the caller's status change commits with it.
--
-- Each movement locks the accounts it touches in id order (two movements on the same accounts queue instead of
-- deadlocking), checks what it is asked to move, writes one journal entry whose postings sum to zero in each currency,
-- and adds the postings to the accounts' running totals. A customer account has two buckets, available and held:
-- balance = available + held. A hold moves money from available to held without leaving the account.
--
-- The migrator runs this whole file, in one transaction, whenever its SHA-256 differs from the one recorded in
-- `ledger_sql_applied` (db/ledger-sql.ts), so every function here is `create or replace`. A function whose arguments
-- change is a new function: drop the old one here as well. Every function is PL/pgSQL, even one that is a single
-- query: PostgreSQL keeps a PL/pgSQL function's query plans for the session, where it parses and plans a SQL
-- function's body again at every call (a fifth of PostgreSQL's CPU in a transfer lifecycle when `money_out_of` was one).
--
-- Refusals, by SQLSTATE (ledger.service.ts maps them):
--   LK001  the available balance does not cover the amount: the API answers "Insufficient balance";
--   LK002  money would enter the bank without the approval it needs (no one person creates money);
--   LK003  any other refused movement (an amount not above zero, accounts missing or of the wrong kind or currency,
--          postings that do not sum to zero): a fault of the caller, never of the customer.
--   LK004  a transfer's or payment's code was used already or has no tries left: the code is invalid;
--   LK005  the transfer or payment is no longer Unconfirmed: the message is the status it is in;
--   LK006  the amount is over one of the customer's money-out limits: the detail is what counts against them, as JSON;
--   LK007  a payment's recipient can no longer receive (their account was disabled);
--   LK008  a card authorisation is declined: the message is the reason (the balance short is LK001).

-- What a movement may not be asked for: an amount of zero or less.
create or replace function ledger_require_positive(p_amount bigint, p_kind text) returns void
language plpgsql as $$
begin
  if p_amount is null or p_amount <= 0 then
    raise exception 'a % needs an amount above zero', p_kind using errcode = 'LK003';
  end if;
end $$;

-- Locks a customer's account and, when a kind is given, the bank's account of that kind in the same currency, in id
-- order.
create or replace function ledger_lock_accounts(p_account_id uuid, p_system_kind text) returns setof accounts
language plpgsql as $$
begin
  return query
  select * from accounts
  where id = p_account_id
    or (kind = p_system_kind and currency = (select own.currency from accounts own where own.id = p_account_id))
  order by id
  for update;
end $$;

-- One journal entry of lines (account, bucket, amount) and the accounts' running totals: a posting to either bucket
-- changes the balance, one to `held` changes the hold as well. The caller holds the accounts' locks. Refuses lines
-- that do not sum to zero in each currency, before anything is written (the constraint trigger of migration 0180
-- checks again at commit).
create or replace function ledger_write_entry(
  p_kind text, p_transfer_id uuid, p_accounts uuid[], p_buckets text[], p_amounts bigint[]
) returns uuid
language plpgsql as $$
declare
  v_entry_id uuid := gen_random_uuid();
begin
  if cardinality(p_accounts) < 2
    or cardinality(p_buckets) <> cardinality(p_accounts)
    or cardinality(p_amounts) <> cardinality(p_accounts)
    or exists (
      select 1
      from unnest(p_accounts, p_amounts) as line (account_id, amount)
      left join accounts on accounts.id = line.account_id
      group by accounts.currency
      having accounts.currency is null or sum(line.amount) <> 0 or bool_or(line.amount is null)
    )
  then
    raise exception 'an unbalanced % entry was refused', p_kind using errcode = 'LK003';
  end if;
  insert into journal_entries (id, kind, transfer_id) values (v_entry_id, p_kind, p_transfer_id);
  -- In the order given, so an account's posting ids stay the order its balance moved in.
  insert into postings (entry_id, account_id, bucket, amount)
  select v_entry_id, line.account_id, line.bucket, line.amount
  from unnest(p_accounts, p_buckets, p_amounts) with ordinality as line (account_id, bucket, amount, n)
  order by line.n;
  update accounts
  set balance = accounts.balance + change.balance, held = accounts.held + change.held
  from (
    select line.account_id,
      sum(line.amount)::bigint as balance,
      coalesce(sum(line.amount) filter (where line.bucket = 'held'), 0)::bigint as held
    from unnest(p_accounts, p_buckets, p_amounts) as line (account_id, bucket, amount)
    group by line.account_id
  ) as change
  where accounts.id = change.account_id;
  return v_entry_id;
end $$;

-- No one person creates money. Money that reaches a customer without leaving another customer (a deposit, a bank
-- credit, an assignment of unmatched money, a refund from a status report) carries who initiated it, who approved
-- it and the four-eyes threshold in minor units of dollars (0: a second operator always approves, as for a file
-- uploaded by hand). Above the threshold, or in any currency but dollars, a second operator who is not the first must
-- have approved. Both are staff, and neither is the customer credited. No initiator means the partner bank's own
-- signed channel, which only a bank credit it sent (`money_in_entries`, imported by no one, of this amount) or a
-- refund the ledger bounds itself (`ledger_return`) may claim.
create or replace function ledger_require_four_eyes(
  p_credited accounts, p_amount bigint, p_initiated_by uuid, p_approved_by uuid, p_threshold bigint,
  p_from_bank boolean
) returns void
language plpgsql as $$
begin
  if p_threshold is null or p_threshold < 0 then
    raise exception 'money in needs the four-eyes threshold' using errcode = 'LK002';
  end if;
  if p_initiated_by is null then
    if p_approved_by is not null or not p_from_bank then
      raise exception 'money in needs the operator who initiated it' using errcode = 'LK002';
    end if;
    return;
  end if;
  if p_approved_by = p_initiated_by then
    raise exception 'money in was approved by the operator who initiated it' using errcode = 'LK002';
  end if;
  if p_approved_by is null and (p_credited.currency <> 'USD' or p_amount > p_threshold) then
    raise exception 'money in above the four-eyes threshold needs a second operator''s approval'
      using errcode = 'LK002';
  end if;
  if p_credited.user_id in (p_initiated_by, p_approved_by)
    or (select count(*) from users where id in (p_initiated_by, p_approved_by) and role in ('operator', 'admin'))
      <> (case when p_approved_by is null then 1 else 2 end)
  then
    raise exception 'money in is initiated and approved by staff, never for their own account'
      using errcode = 'LK002';
  end if;
end $$;

-- Funding -> customer, in the customer account's currency: money from outside the bank (an operator's deposit, a
-- bank credit, an assignment of unmatched money), with its approval facts.
create or replace function ledger_deposit(
  p_transfer_id uuid, p_account_id uuid, p_amount bigint,
  p_initiated_by uuid, p_approved_by uuid, p_threshold bigint
) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_customer accounts;
  v_funding accounts;
begin
  perform ledger_require_positive(p_amount, 'deposit');
  for v_row in select * from ledger_lock_accounts(p_account_id, 'funding') loop
    if v_row.id = p_account_id then v_customer := v_row; else v_funding := v_row; end if;
  end loop;
  if v_customer.kind is distinct from 'customer' or v_funding.id is null then
    raise exception 'accounts for a deposit are missing' using errcode = 'LK003';
  end if;
  perform ledger_require_four_eyes(v_customer, p_amount, p_initiated_by, p_approved_by, p_threshold,
    exists (
      select 1 from money_in_entries
      where transfer_id = p_transfer_id and imported_by is null
        and amount = p_amount and currency = v_customer.currency
    ));
  return ledger_write_entry('deposit', p_transfer_id,
    array[v_funding.id, v_customer.id], array['available', 'available'], array[-p_amount, p_amount]);
end $$;

-- Sets the amount aside for a submitted transfer. One statement takes the account's lock and moves the amount to
-- `held` only if the available balance it then finds covers it: nothing is read before the lock, and a busy account
-- is locked for no round trip. The entry's two postings (available -amount, held +amount) are the same account's.
create or replace function ledger_hold(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_entry_id uuid := gen_random_uuid();
begin
  perform ledger_require_positive(p_amount, 'hold');
  update accounts set held = held + p_amount
  where id = p_account_id and kind = 'customer' and balance - held >= p_amount;
  if not found then
    if exists (select 1 from accounts where id = p_account_id and kind = 'customer') then
      raise exception 'the available balance does not cover the hold' using errcode = 'LK001';
    end if;
    raise exception 'no customer account % to hold on', p_account_id using errcode = 'LK003';
  end if;
  insert into journal_entries (id, kind, transfer_id) values (v_entry_id, 'hold', p_transfer_id);
  insert into postings (entry_id, account_id, bucket, amount) values
    (v_entry_id, p_account_id, 'available', -p_amount),
    (v_entry_id, p_account_id, 'held', p_amount);
  return v_entry_id;
end $$;

-- What counts against a customer's money-out limits at p_now, the transfer p_except left out: their limits row (null
-- while no one set one) and their money out today (from midnight in their own time zone) and over 30 days, each
-- withdrawal at its dollar value when its money left (`limit_cents`).
create or replace function money_out_of(p_user_id uuid, p_now timestamptz, p_except uuid) returns jsonb
language plpgsql stable as $$
begin
  return jsonb_build_object(
    'limits', (select jsonb_build_object(
        'bank_per_payment', bank_per_payment::text, 'bank_daily', bank_daily::text,
        'bank_monthly', bank_monthly::text, 'own_per_payment', own_per_payment::text,
        'own_daily', own_daily::text, 'own_monthly', own_monthly::text)
      from customer_limits where user_id = p_user_id),
    'used_today', (select coalesce(sum(limit_cents), 0)::bigint::text from movements
      where user_id = p_user_id and money_out_at is not null and type = 'Withdrawal'
        and status in ('Pending', 'Completed') and id <> p_except
        and money_out_at >= (select date_trunc('day', p_now at time zone time_zone) at time zone time_zone
          from users where id = p_user_id)),
    'used_30_days', (select coalesce(sum(limit_cents), 0)::bigint::text from movements
      where user_id = p_user_id and money_out_at is not null and type = 'Withdrawal'
        and status in ('Pending', 'Completed') and id <> p_except
        and money_out_at >= p_now - interval '30 days'));
end $$;

-- Whether p_cents (dollar value) fits the limits in p_out (as money_out_of gives it): each limit is the
-- customer's own where it is lower than the bank's, the bank's an operator's where set, else the standard one.
create or replace function money_out_fits(
  p_out jsonb, p_cents bigint, p_standard_per_payment bigint, p_standard_daily bigint, p_standard_monthly bigint
) returns boolean
language plpgsql immutable as $$
declare
  v_kinds text[] := array['per_payment', 'daily', 'monthly'];
  v_standard bigint[] := array[p_standard_per_payment, p_standard_daily, p_standard_monthly];
  v_room bigint[] := array[0, (p_out->>'used_today')::bigint, (p_out->>'used_30_days')::bigint];
  v_bank bigint;
  v_own bigint;
begin
  for i in 1..3 loop
    v_bank := coalesce((p_out->'limits'->>('bank_' || v_kinds[i]))::bigint, v_standard[i]);
    v_own := (p_out->'limits'->>('own_' || v_kinds[i]))::bigint;
    if p_cents > least(v_bank, coalesce(v_own, v_bank)) - v_room[i] then
      return false;
    end if;
  end loop;
  return true;
end $$;

-- A customer's code comes back for their Unconfirmed transfer or payment: the code is used (a try counted), the
-- customer's limits row is locked (created the first time), so rivals spending within the same limits queue there and
-- each counts every one that passed before it; the movement moves to p_to with its money stamped as gone out at
-- p_limit_cents dollars; and the limits are checked. The caller then moves the money in the same call, so any refusal
-- undoes it all.
create or replace function ledger_confirm_money_out(
  p_movement_id uuid, p_verification_id uuid, p_owner_id uuid, p_now timestamptz, p_max_attempts int,
  p_limit_cents bigint, p_standard_per_payment bigint, p_standard_daily bigint, p_standard_monthly bigint, p_to text
) returns movements
language plpgsql as $$
declare
  v_movement movements;
  v_out jsonb;
begin
  update verifications set used_at = p_now, attempts = attempts + 1
  where id = p_verification_id and used_at is null and attempts < p_max_attempts;
  if not found then
    raise exception 'the code was used or has no tries left' using errcode = 'LK004';
  end if;
  insert into customer_limits (user_id) values (p_owner_id)
  on conflict (user_id) do update set user_id = excluded.user_id where false;
  update movements
  set status = p_to, expires_at = null, updated_at = p_now, money_out_at = p_now, limit_cents = p_limit_cents
  where id = p_movement_id and user_id = p_owner_id and status = 'Unconfirmed'
  returning * into v_movement;
  if not found then
    raise exception '%', coalesce((select status from movements where id = p_movement_id), 'missing')
      using errcode = 'LK005';
  end if;
  -- A statement of its own after the lock: its snapshot holds every rival that had the lock first.
  v_out := money_out_of(p_owner_id, p_now, p_movement_id);
  if not money_out_fits(v_out, p_limit_cents, p_standard_per_payment, p_standard_daily, p_standard_monthly)
  then
    raise exception 'over a money-out limit' using errcode = 'LK006', detail = v_out::text;
  end if;
  return v_movement;
end $$;

-- A transfer to a bank confirmed by its code (ledger_confirm_money_out) becomes Pending and its amount is held, the
-- account locked last so a busy account is held for as short a time as possible.
create or replace function ledger_submit_transfer(
  p_transfer_id uuid, p_verification_id uuid, p_owner_id uuid, p_now timestamptz, p_max_attempts int,
  p_limit_cents bigint, p_standard_per_payment bigint, p_standard_daily bigint, p_standard_monthly bigint
) returns void
language plpgsql as $$
declare
  v_transfer movements;
begin
  v_transfer := ledger_confirm_money_out(p_transfer_id, p_verification_id, p_owner_id, p_now, p_max_attempts,
    p_limit_cents, p_standard_per_payment, p_standard_daily, p_standard_monthly, 'Pending');
  perform ledger_hold(p_transfer_id, v_transfer.account_id, v_transfer.amount);
end $$;

-- A payment confirmed by its code (ledger_confirm_money_out) to a recipient who can still receive is Completed and
-- made due (ledger_pay): its entry and the recipient's row are written at the commit, with both accounts locked.
create or replace function ledger_complete_payment(
  p_payment_id uuid, p_verification_id uuid, p_owner_id uuid, p_now timestamptz, p_max_attempts int,
  p_limit_cents bigint, p_standard_per_payment bigint, p_standard_daily bigint, p_standard_monthly bigint,
  p_recipient_account_id uuid, p_recipient_transfer jsonb
) returns void
language plpgsql as $$
declare
  v_payment movements;
begin
  if not exists (
    select 1 from accounts join users on users.id = accounts.user_id
    where accounts.id = p_recipient_account_id and users.status = 'active'
  ) then
    raise exception 'the recipient can no longer receive' using errcode = 'LK007';
  end if;
  v_payment := ledger_confirm_money_out(p_payment_id, p_verification_id, p_owner_id, p_now, p_max_attempts,
    p_limit_cents, p_standard_per_payment, p_standard_daily, p_standard_monthly, 'Completed');
  perform ledger_pay(p_payment_id, v_payment.account_id, p_recipient_account_id, v_payment.amount,
    p_recipient_transfer);
end $$;

-- The held amount leaves the customer for the bank's settlement account, which pays the payee's bank.
create or replace function ledger_complete(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_customer accounts;
  v_settlement accounts;
begin
  perform ledger_require_positive(p_amount, 'completion');
  for v_row in select * from ledger_lock_accounts(p_account_id, 'settlement') loop
    if v_row.id = p_account_id then v_customer := v_row; else v_settlement := v_row; end if;
  end loop;
  if v_customer.kind is distinct from 'customer' or v_settlement.id is null then
    raise exception 'accounts for a completion are missing' using errcode = 'LK003';
  end if;
  if v_customer.held < p_amount then
    raise exception 'the hold does not cover the completion' using errcode = 'LK003';
  end if;
  return ledger_write_entry('completion', p_transfer_id,
    array[v_customer.id, v_settlement.id], array['held', 'available'], array[-p_amount, p_amount]);
end $$;

-- The held amount returns to the customer's available balance.
create or replace function ledger_release(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_customer accounts;
begin
  perform ledger_require_positive(p_amount, 'release');
  select * into v_customer from accounts where id = p_account_id for update;
  if v_customer.kind is distinct from 'customer' then
    raise exception 'no customer account % to release on', p_account_id using errcode = 'LK003';
  end if;
  if v_customer.held < p_amount then
    raise exception 'the hold does not cover the release' using errcode = 'LK003';
  end if;
  return ledger_write_entry('release', p_transfer_id,
    array[v_customer.id, v_customer.id], array['held', 'available'], array[-p_amount, p_amount]);
end $$;

-- The partner bank accepted a paid-out transfer: its money leaves settlement for the funding account, which stands
-- for the money outside the bank (where deposits come from, and where payments go).
create or replace function ledger_pay_out(p_transfer_id uuid, p_currency text, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_settlement accounts;
  v_funding accounts;
begin
  perform ledger_require_positive(p_amount, 'payout');
  for v_row in
    select * from accounts where kind in ('settlement', 'funding') and currency = p_currency order by id for update
  loop
    if v_row.kind = 'settlement' then v_settlement := v_row; else v_funding := v_row; end if;
  end loop;
  if v_settlement.id is null or v_funding.id is null then
    raise exception 'accounts for a payout in % are missing', p_currency using errcode = 'LK003';
  end if;
  return ledger_write_entry('payout', p_transfer_id,
    array[v_settlement.id, v_funding.id], array['available', 'available'], array[-p_amount, p_amount]);
end $$;

-- The receiving bank returned a completed transfer: settlement pays the amount back to the customer's available
-- balance. Bounded by the journal: only what this transfer's completion took from this account, and only once.
-- Money in all the same, so it carries the approval facts of the status report that returns it.
create or replace function ledger_return(
  p_transfer_id uuid, p_account_id uuid, p_amount bigint,
  p_initiated_by uuid, p_approved_by uuid, p_threshold bigint
) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_customer accounts;
  v_settlement accounts;
begin
  perform ledger_require_positive(p_amount, 'return');
  for v_row in select * from ledger_lock_accounts(p_account_id, 'settlement') loop
    if v_row.id = p_account_id then v_customer := v_row; else v_settlement := v_row; end if;
  end loop;
  if v_customer.kind is distinct from 'customer' or v_settlement.id is null then
    raise exception 'accounts for a return are missing' using errcode = 'LK003';
  end if;
  if not exists (
      select 1 from journal_entries entry join postings line on line.entry_id = entry.id
      where entry.transfer_id = p_transfer_id and entry.kind = 'completion'
        and line.account_id = p_account_id and line.amount = -p_amount
    )
    or exists (select 1 from journal_entries where transfer_id = p_transfer_id and kind = 'return')
  then
    raise exception 'a return gives back only a completed transfer''s amount, once' using errcode = 'LK003';
  end if;
  perform ledger_require_four_eyes(v_customer, p_amount, p_initiated_by, p_approved_by, p_threshold, true);
  return ledger_write_entry('return', p_transfer_id,
    array[v_settlement.id, v_customer.id], array['available', 'available'], array[-p_amount, p_amount]);
end $$;

-- One customer converts between two of their balances, in one `conversion` entry that balances in each currency:
-- source available -sell, FX position (source) +(sell - fee), fee revenue (source) +fee; FX position (target) -buy,
-- target available +buy. The source's available balance is read under its lock.
create or replace function ledger_convert(
  p_transfer_id uuid, p_source_id uuid, p_target_id uuid, p_from text, p_to text,
  p_sell bigint, p_buy bigint, p_fee bigint
) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_source accounts;
  v_target accounts;
  v_from_position accounts;
  v_to_position accounts;
  v_fee_revenue accounts;
begin
  if p_sell is null or p_buy is null or p_fee is null or p_sell <= 0 or p_buy <= 0 or p_fee < 0 or p_fee >= p_sell then
    raise exception 'a conversion needs positive amounts and a fee below what it sells' using errcode = 'LK003';
  end if;
  for v_row in
    select * from accounts
    where id in (p_source_id, p_target_id)
      or (kind = 'fx_position' and currency in (p_from, p_to))
      or (kind = 'fee_revenue' and currency = p_from)
    order by id
    for update
  loop
    if v_row.id = p_source_id then v_source := v_row;
    elsif v_row.id = p_target_id then v_target := v_row;
    elsif v_row.kind = 'fee_revenue' then v_fee_revenue := v_row;
    elsif v_row.currency = p_from then v_from_position := v_row;
    else v_to_position := v_row;
    end if;
  end loop;
  if v_source.kind is distinct from 'customer' or v_target.kind is distinct from 'customer'
    or v_source.user_id <> v_target.user_id
    or v_from_position.id is null or v_to_position.id is null or v_fee_revenue.id is null
  then
    raise exception 'accounts for a conversion are missing' using errcode = 'LK003';
  end if;
  if v_source.currency <> p_from or v_target.currency <> p_to then
    raise exception 'a conversion''s accounts are in other currencies' using errcode = 'LK003';
  end if;
  if v_source.balance - v_source.held < p_sell then
    raise exception 'the available balance does not cover the conversion' using errcode = 'LK001';
  end if;
  if p_fee = 0 then
    return ledger_write_entry('conversion', p_transfer_id,
      array[v_source.id, v_from_position.id, v_to_position.id, v_target.id],
      array['available', 'available', 'available', 'available'],
      array[-p_sell, p_sell, -p_buy, p_buy]);
  end if;
  return ledger_write_entry('conversion', p_transfer_id,
    array[v_source.id, v_from_position.id, v_fee_revenue.id, v_to_position.id, v_target.id],
    array['available', 'available', 'available', 'available', 'available'],
    array[-p_sell, p_sell - p_fee, p_fee, -p_buy, p_buy]);
end $$;

-- One customer pays another: payer available -amount, recipient available +amount, in one `payment` entry written
-- at the commit (`ledger_post_payment`), with the recipient's history row (migration 0171's trigger). Here, without a
-- lock, only if both accounts are customers' and the payer's available balance covers the amount now, the payment is
-- made due; nothing in the trx then holds either account's lock before its commit, so a busy recipient's row is
-- locked only for the commit. A payer who no longer covers it by then fails the commit on
-- `accounts_available_not_negative`. Must be the trx's last statement.
create or replace function ledger_pay(
  p_transfer_id uuid, p_payer_id uuid, p_recipient_id uuid, p_amount bigint, p_recipient_transfer jsonb
) returns uuid
language plpgsql as $$
declare
  v_entry_id uuid := gen_random_uuid();
  v_customers integer;
  v_available bigint;
begin
  perform ledger_require_positive(p_amount, 'payment');
  if p_payer_id = p_recipient_id then
    raise exception 'a payment needs two accounts' using errcode = 'LK003';
  end if;
  select count(*), max(balance - held) filter (where id = p_payer_id) into v_customers, v_available
  from accounts where id in (p_payer_id, p_recipient_id) and kind = 'customer';
  if v_customers <> 2 then
    raise exception 'a payment is between two customers'' accounts' using errcode = 'LK003';
  end if;
  if v_available < p_amount then
    raise exception 'the available balance does not cover the payment' using errcode = 'LK001';
  end if;
  insert into payment_entries_due
    (entry_id, transfer_id, payer_account_id, recipient_account_id, amount, recipient_transfer)
  values (v_entry_id, p_transfer_id, p_payer_id, p_recipient_id, p_amount, p_recipient_transfer);
  return v_entry_id;
end $$;

-- At the commit of a trx that made a payment due (the constraint trigger `payment_entries_posted_at_commit` of
-- migration 0170): both accounts locked in id order (two customers paying each other queue instead of
-- deadlocking), the `payment` entry, its two postings, both running totals, and the due row removed.
create or replace function ledger_post_payment() returns trigger
language plpgsql as $$
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
end $$;

-- A card's money. The card network's decision or event calls these inside its trx; `card_settlement` stands for what
-- the bank owes the card network, `card_receivable` for what a customer owes the bank after a clearing larger than
-- their balance (a card overdraft to collect).

-- Locks the customer's account and answers whether its available balance covers the amount: the network's decision
-- writes the purchase's history row (which the hold's entry names) only when it does.
create or replace function ledger_card_covers(p_account_id uuid, p_amount bigint) returns boolean
language plpgsql as $$
declare
  v_customer accounts;
begin
  perform ledger_require_positive(p_amount, 'card hold');
  select * into v_customer from accounts where id = p_account_id for update;
  if v_customer.kind is distinct from 'customer' then
    raise exception 'no customer account % for a card', p_account_id using errcode = 'LK003';
  end if;
  return v_customer.balance - v_customer.held >= p_amount;
end $$;

-- An approval or an increment: available -> held, only if the available balance covers it.
create or replace function ledger_card_hold(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
begin
  if not ledger_card_covers(p_account_id, p_amount) then
    raise exception 'the available balance does not cover the card hold' using errcode = 'LK001';
  end if;
  return ledger_write_entry('card_hold', p_transfer_id,
    array[p_account_id, p_account_id], array['available', 'held'], array[-p_amount, p_amount]);
end $$;

-- The card network asks to authorise a purchase, decided in one call. The card, share-locked (a freeze or termination
-- committed first is seen, one after waits), and its owner may spend on this channel; the customer's limits row is
-- locked, as for every money out, so racing purchases and transfers each count the others; the card's own limits
-- (per purchase, the UTC day, 30 days) and the account's leave room, read after that lock; the available balance, read
-- under the account's lock, covers it. Then the purchase's Pending history row, its hold and the approved
-- authorisation (p_authorization, as its row) are written. A decline raises LK008 and writes nothing.
create or replace function ledger_authorize_card(
  p_authorization jsonb, p_transaction_id text, p_description text, p_limit_cents bigint,
  p_standard_per_payment bigint, p_standard_daily bigint, p_standard_monthly bigint
) returns void
language plpgsql as $$
declare
  v_auth card_authorizations := jsonb_populate_record(null::card_authorizations, p_authorization);
  v_card record;
  v_spent_today bigint;
  v_spent_30_days bigint;
  v_reason text;
begin
  select cards.status, cards.online, cards.atm, cards.per_purchase, cards.daily, cards.monthly,
    users.status as owner_status, users.transfer_disabled
  into v_card
  from cards join users on users.id = cards.user_id
  where cards.id = v_auth.card_id and cards.user_id = v_auth.user_id and cards.account_id = v_auth.account_id
  for share of cards;
  if not found then
    raise exception 'no card % of this account', v_auth.card_id using errcode = 'LK003';
  end if;
  v_reason := case
    when v_card.status = 'Terminated' then 'card_terminated'
    when v_card.status = 'Frozen' then 'card_frozen'
    when v_card.transfer_disabled or v_card.owner_status <> 'active' then 'account_on_hold'
    when (v_auth.channel = 'online' and not v_card.online) or (v_auth.channel = 'atm' and not v_card.atm)
      then 'channel_disabled'
  end;
  if v_reason is not null then
    raise exception '%', v_reason using errcode = 'LK008';
  end if;
  insert into customer_limits (user_id) values (v_auth.user_id)
  on conflict (user_id) do update set user_id = excluded.user_id where false;
  select
    coalesce(sum(spent) filter (where created_at >= date_trunc('day', v_auth.created_at at time zone 'UTC')
      at time zone 'UTC'), 0),
    coalesce(sum(spent), 0)
  into v_spent_today, v_spent_30_days
  from (select created_at, case state when 'Pending' then held when 'Completed' then cleared else 0 end as spent
    from card_authorizations
    where card_id = v_auth.card_id and decision = 'approved'
      and created_at >= v_auth.created_at - interval '720 hours') as approved;
  if v_auth.requested > v_card.per_purchase or v_spent_today + v_auth.requested > v_card.daily
    or v_spent_30_days + v_auth.requested > v_card.monthly then
    raise exception 'card_limit' using errcode = 'LK008';
  end if;
  if not money_out_fits(money_out_of(v_auth.user_id, v_auth.created_at, v_auth.transfer_id), p_limit_cents,
    p_standard_per_payment, p_standard_daily, p_standard_monthly) then
    raise exception 'account_limit' using errcode = 'LK008';
  end if;
  if not ledger_card_covers(v_auth.account_id, v_auth.requested) then
    raise exception 'insufficient_funds' using errcode = 'LK008';
  end if;
  insert into movements (id, transaction_id, user_id, account_id, currency, type, status, amount, description,
    created_at, updated_at, money_out_at, limit_cents)
  values (v_auth.transfer_id, p_transaction_id, v_auth.user_id, v_auth.account_id, v_auth.currency, 'Withdrawal',
    'Pending', v_auth.requested, p_description, v_auth.created_at, v_auth.created_at, v_auth.created_at,
    p_limit_cents);
  perform ledger_write_entry('card_hold', v_auth.transfer_id, array[v_auth.account_id, v_auth.account_id],
    array['available', 'held'], array[-v_auth.requested, v_auth.requested]);
  insert into card_authorizations select (v_auth).*;
end $$;

-- A reversal or an expiry: held -> available.
create or replace function ledger_card_release(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_customer accounts;
begin
  perform ledger_require_positive(p_amount, 'card release');
  select * into v_customer from accounts where id = p_account_id for update;
  if v_customer.kind is distinct from 'customer' or v_customer.held < p_amount then
    raise exception 'a card release exceeds what the account holds' using errcode = 'LK003';
  end if;
  return ledger_write_entry('card_release', p_transfer_id,
    array[p_account_id, p_account_id], array['held', 'available'], array[-p_amount, p_amount]);
end $$;

-- A clearing of p_amount against p_held (what the authorisation holds now), all to card settlement: the held amount,
-- then past it what is available, then past that from card_receivable; a smaller clearing releases the held rest. The
-- customer's available balance never goes below zero. Answers the part owed to the bank (0 when the balance covered
-- it).
create or replace function ledger_card_clear(
  p_transfer_id uuid, p_account_id uuid, p_amount bigint, p_held bigint
) returns bigint
language plpgsql as $$
declare
  v_row accounts;
  v_customer accounts;
  v_settlement accounts;
  v_receivable accounts;
  v_beyond_held bigint;
  v_from_available bigint;
  v_overdraft bigint;
  v_released bigint;
  v_accounts uuid[] := '{}';
  v_buckets text[] := '{}';
  v_amounts bigint[] := '{}';
begin
  perform ledger_require_positive(p_amount, 'card clearing');
  for v_row in
    select * from accounts
    where id = p_account_id
      or (kind in ('card_settlement', 'card_receivable')
        and currency = (select own.currency from accounts own where own.id = p_account_id))
    order by id for update
  loop
    case v_row.kind
      when 'card_settlement' then v_settlement := v_row;
      when 'card_receivable' then v_receivable := v_row;
      else v_customer := v_row;
    end case;
  end loop;
  if v_customer.kind is distinct from 'customer' or v_settlement.id is null or v_receivable.id is null then
    raise exception 'accounts for a card clearing are missing' using errcode = 'LK003';
  end if;
  if p_held is null or p_held < 0 or v_customer.held < p_held then
    raise exception 'a card clearing exceeds what the account holds' using errcode = 'LK003';
  end if;
  v_beyond_held := greatest(p_amount - p_held, 0);
  v_from_available := least(v_beyond_held, v_customer.balance - v_customer.held);
  v_overdraft := v_beyond_held - v_from_available;
  v_released := p_held - (p_amount - v_beyond_held);
  if p_held > 0 then
    v_accounts := v_accounts || v_customer.id; v_buckets := v_buckets || 'held'::text;
    v_amounts := v_amounts || -p_held;
  end if;
  if v_released > 0 then
    v_accounts := v_accounts || v_customer.id; v_buckets := v_buckets || 'available'::text;
    v_amounts := v_amounts || v_released;
  end if;
  if v_from_available > 0 then
    v_accounts := v_accounts || v_customer.id; v_buckets := v_buckets || 'available'::text;
    v_amounts := v_amounts || -v_from_available;
  end if;
  if v_overdraft > 0 then
    v_accounts := v_accounts || v_receivable.id; v_buckets := v_buckets || 'available'::text;
    v_amounts := v_amounts || -v_overdraft;
  end if;
  perform ledger_write_entry('card_clearing', p_transfer_id, v_accounts || v_settlement.id,
    v_buckets || 'available'::text, v_amounts || p_amount);
  return v_overdraft;
end $$;

-- A merchant's refund: card settlement pays it back to the customer's available balance.
create or replace function ledger_card_refund(p_transfer_id uuid, p_account_id uuid, p_amount bigint) returns uuid
language plpgsql as $$
declare
  v_row accounts;
  v_customer accounts;
  v_settlement accounts;
begin
  perform ledger_require_positive(p_amount, 'card refund');
  for v_row in select * from ledger_lock_accounts(p_account_id, 'card_settlement') loop
    if v_row.id = p_account_id then v_customer := v_row; else v_settlement := v_row; end if;
  end loop;
  if v_customer.kind is distinct from 'customer' or v_settlement.id is null then
    raise exception 'accounts for a card refund are missing' using errcode = 'LK003';
  end if;
  return ledger_write_entry('card_refund', p_transfer_id,
    array[v_settlement.id, v_customer.id], array['available', 'available'], array[-p_amount, p_amount]);
end $$;
