import { type Kysely, sql } from "kysely";
import type { Database, Transfer } from "../../db/types";

type Db = Kysely<Database>;

/** The entries that change a balance: a hold and its release move money within the account, not out of it. */
const BALANCE_ENTRIES = sql`('deposit', 'completion', 'payment', 'conversion')`;

/** A history row whose balance after it is wanted: the entry that completed it is its own or, paid to it, its payer's. */
export interface CompletedRow {
  id: string;
  account_id: string;
  payer_transfer_id: string | null;
}

/**
 * The balance of each row's account right after the entry that completed it, by the row's id; rows not completed are
 * absent. One account's postings are written under its lock, so their ids are the order its balance moved in: the
 * balance after a posting is the sum of the account's postings up to it. The sum before the page's first posting
 * comes from the index postings_account_order, once per account (`bounds` is materialized: inlined, PostgreSQL
 * summed it again for every posting of the page), then a running sum across the page's range.
 */
export async function balancesAfter(db: Db, rows: CompletedRow[]): Promise<Map<string, bigint>> {
  if (rows.length === 0) return new Map();
  const { rows: found } = await sql<{ id: string; balance_after: string }>`
    with wanted as (
      select w.id, w.account_id,
        (select max(p.id) from journal_entries e join postings p on p.entry_id = e.id
         where e.transfer_id = coalesce(w.payer_transfer_id, w.id) and e.kind in ${BALANCE_ENTRIES}
           and p.account_id = w.account_id) as posting_id
      from unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => row.account_id)}::uuid[],
        ${rows.map((row) => row.payer_transfer_id)}::uuid[]) as w (id, account_id, payer_transfer_id)
    ),
    bounds as materialized (
      select g.account_id, g.lo, g.hi,
        (select coalesce(sum(q.amount), 0) from postings q where q.account_id = g.account_id and q.id < g.lo)
          as before_page
      from (
        select account_id, min(posting_id) as lo, max(posting_id) as hi from wanted
        where posting_id is not null group by account_id
      ) as g
    ),
    running as (
      select p.id, b.before_page + sum(p.amount) over (partition by p.account_id order by p.id) as balance_after
      from bounds b join postings p on p.account_id = b.account_id and p.id between b.lo and b.hi
    )
    select wanted.id, running.balance_after::text as balance_after
    from wanted join running on running.id = wanted.posting_id`.execute(db);
  return new Map(found.map((row) => [row.id, BigInt(row.balance_after)]));
}

/** A month (YYYY-MM, in the customer's time zone) in which a balance of theirs moved. */
export interface StatementMonth {
  month: string;
  currency: string;
}

/** The months in which each of the customer's balances moved, newest first. */
export async function statementMonths(db: Db, userId: string): Promise<StatementMonth[]> {
  const { rows } = await sql<StatementMonth>`
    select distinct moved.month, moved.currency from (
      select to_char(e.created_at at time zone u.time_zone, 'YYYY-MM') as month, a.currency
      from users u
        join accounts a on a.user_id = u.id and a.kind = 'customer'
        join postings p on p.account_id = a.id
        join journal_entries e on e.id = p.entry_id
      where u.id = ${userId}::uuid
      group by e.id, e.created_at, u.time_zone, a.currency
      having sum(p.amount) <> 0
    ) as moved
    order by moved.month desc, moved.currency`.execute(db);
  return rows;
}

/** The customer's account in a currency, with the months (YYYY-MM, their time zone) it can have statements for. */
export async function statementAccount(db: Db, userId: string, currency: string, now: Date) {
  return db
    .selectFrom("accounts")
    .innerJoin("users", "users.id", "accounts.user_id")
    .select([
      "accounts.id",
      sql<string>`to_char(accounts.created_at at time zone users.time_zone, 'YYYY-MM')`.as("first_month"),
      sql<string>`to_char(${now}::timestamptz at time zone users.time_zone, 'YYYY-MM')`.as("current_month"),
    ])
    .where("accounts.user_id", "=", userId)
    .where("accounts.kind", "=", "customer")
    .where("accounts.currency", "=", currency)
    .executeTakeFirst();
}

/** A balance's month in its owner's time zone, from its first instant to the next month's. */
const monthBounds = (accountId: string, month: string) => sql`(
    select (${month}::date)::timestamp at time zone u.time_zone as starts,
      (${month}::date + interval '1 month')::timestamp at time zone u.time_zone as ends
    from accounts a join users u on u.id = a.user_id where a.id = ${accountId}::uuid)`;

/**
 * What a balance's month sums to, read in one statement: its first instant, the balance then (every entry before it),
 * how many entries moved the balance in the month and the money in and out by them. The month's entries are read
 * later, a page at a time, between `firstPosting` (the month's first posting on the account) and `lastPosting` (the
 * account's newest at this moment), so they are the ones counted here even while new ones arrive: an account's
 * postings are written under its lock, so a later entry's postings have higher ids.
 */
export async function statementTotals(db: Db, accountId: string, month: string) {
  const { rows } = await sql<{
    starts: Date;
    opening: string;
    entries: number;
    money_in: string;
    money_out: string;
    first_posting: string | null;
    last_posting: string;
  }>`
    with b as materialized ${monthBounds(accountId, month)},
    moved as (
      select sum(p.amount) as amount, min(p.id) as first_posting
      from postings p join journal_entries e on e.id = p.entry_id, b
      where p.account_id = ${accountId}::uuid and e.created_at >= b.starts and e.created_at < b.ends
      group by e.id
      having sum(p.amount) <> 0
    )
    select b.starts,
      coalesce((
        select sum(p.amount) from postings p join journal_entries e on e.id = p.entry_id
        where p.account_id = ${accountId}::uuid and e.created_at < b.starts), 0)::text as opening,
      (select count(*) from moved)::int as entries,
      (select coalesce(sum(amount) filter (where amount > 0), 0) from moved)::text as money_in,
      (select coalesce(-sum(amount) filter (where amount < 0), 0) from moved)::text as money_out,
      (select min(first_posting) from moved)::text as first_posting,
      (select coalesce(max(p.id), 0) from postings p where p.account_id = ${accountId}::uuid)::text as last_posting
    from b`.execute(db);
  const totals = rows[0]!;
  return {
    starts: totals.starts,
    opening: BigInt(totals.opening),
    entries: totals.entries,
    moneyIn: BigInt(totals.money_in),
    moneyOut: BigInt(totals.money_out),
    firstPosting: totals.first_posting === null ? undefined : BigInt(totals.first_posting),
    lastPosting: BigInt(totals.last_posting),
  };
}

/** One entry that moved a balance in the month, as its statement lists it. */
export interface StatementLineRow {
  /** The entry's first posting on the account: the order the balance moved in, and where the next page starts. */
  first_posting: string;
  created_at: Date;
  /** What the entry did to this account: positive in, negative out. */
  amount: string;
  transaction_id: string;
  description: string;
  /** What a conversion's line needs to say which way it went, in the reader's language. */
  type: Transfer["type"];
  payer_transfer_id: string | null;
  conversion_currency: string | null;
  /** The other side by name, and which way the money went: from them (in) or to them (out). */
  counterparty: string | null;
}

/** Which postings a page of a month's entries is found among: those after `after`, up to `through`. */
export interface StatementPage {
  after: bigint;
  through: bigint;
}

/**
 * The next `limit` entries of a balance's month that moved it, in the order the balance moved: each entry is taken by
 * its first posting on the account, so the account's postings are walked by the index postings_account_order from
 * where the previous page ended, and each entry's amount is the sum of all its postings on the account. A payment
 * received is told by the recipient's own row (its payer named), the target side of a conversion by its own row.
 */
export async function statementLines(
  db: Db,
  accountId: string,
  month: string,
  page: StatementPage,
  limit: number,
): Promise<StatementLineRow[]> {
  const { rows } = await sql<StatementLineRow>`
    with b as materialized ${monthBounds(accountId, month)},
    moved as (
      select q.id as first_posting, e.transfer_id, e.created_at, entry.amount
      from postings q
        join journal_entries e on e.id = q.entry_id
        cross join b
        cross join lateral (
          select sum(r.amount) as amount, min(r.id) as first_posting from postings r
          where r.entry_id = q.entry_id and r.account_id = ${accountId}::uuid) as entry
      where q.account_id = ${accountId}::uuid
        and q.id > ${page.after.toString()}::bigint and q.id <= ${page.through.toString()}::bigint
        and e.created_at >= b.starts and e.created_at < b.ends
        and entry.first_posting = q.id and entry.amount <> 0
      order by q.id
      limit ${limit}
    )
    select moved.first_posting::text as first_posting, moved.created_at, moved.amount::text as amount,
      coalesce(own.transaction_id, t.transaction_id) as transaction_id,
      coalesce(own.description, t.description) as description,
      coalesce(own.type, t.type) as type, own.payer_transfer_id,
      coalesce(own.conversion_currency, t.conversion_currency) as conversion_currency,
      coalesce(own.counterparty_name, case when t.account_id = ${accountId}::uuid
        then coalesce(t.counterparty_name, t.account_name) end) as counterparty
    from moved
      join movement_rows t on t.id = moved.transfer_id
      left join movement_rows own on own.payer_transfer_id = moved.transfer_id and own.account_id = ${accountId}::uuid
    order by moved.first_posting`.execute(db);
  return rows;
}
