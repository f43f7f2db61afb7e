import type pg from "pg";

const FILLER_CUSTOMERS = 1000;
const TRANSFERS_PER_BATCH = 100_000;
const FILLER_CENTS = 100;

export async function countPostings(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query("select count(*)::int as count from postings");
  return rows[0].count;
}

async function ensureFillerCustomers(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query("select count(*)::int as count from users where email like 'filler.%'");
  if (rows[0].count > 0) return;
  await client.query(
    `insert into users (id, email, password_hash, first_name, last_name, phone, account_number)
     select gen_random_uuid(), 'filler.' || g || '@example.com', 'not-used', 'Fil', 'Ler', '+1 555 010 0000',
       '9' || (50000000000 + g)::text
     from generate_series(1, $1::int) g`,
    [FILLER_CUSTOMERS],
  );
  await client.query(
    "insert into accounts (kind, user_id) select 'customer', id from users where email like 'filler.%'",
  );
}

/**
 * Grows the ledger to at least `target` postings with other customers' deposits (one transfer, one entry, two
 * postings each, dated over the past months), so reads of the bench customers' history run against a big table.
 * Every entry balances and the running balances move with it, so the ledger invariant still holds. Triggers are
 * off for these bulk inserts (session_replication_role): the references are right by construction, and checking
 * each of a million postings one by one would take minutes of a 10-minute run.
 */
export async function growPostingsTo(pool: pg.Pool, target: number): Promise<number> {
  const client = await pool.connect();
  try {
    await ensureFillerCustomers(client);
    let postings = await countPostings(pool);
    let fillerTransfers = await fillerTransferCount(client);
    while (postings < target) {
      const transfers = Math.min(TRANSFERS_PER_BATCH, Math.ceil((target - postings) / 2));
      await client.query("begin");
      await client.query("set local session_replication_role = replica");
      await client.query(
        `with filler as (
           select row_number() over (order by id) - 1 as n, id as account_id, user_id
           from accounts where user_id in (select id from users where email like 'filler.%')
         ), f as materialized (
           select g, filler.account_id, filler.user_id, gen_random_uuid() as transfer_id,
             gen_random_uuid() as entry_id, now() - make_interval(secs => g) as at
           from generate_series($1::bigint + 1, $1::bigint + $2::bigint) g
           join filler on filler.n = g % $3
         ), t as (
           insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description,
             created_at, updated_at)
           select transfer_id, 'filler' || g, user_id, account_id, 'Deposit', 'Completed', $4::bigint, 'Filler deposit',
             at, at
           from f
         ), e as (
           insert into journal_entries (id, kind, transfer_id, created_at)
           select entry_id, 'deposit', transfer_id, at from f
         ), p as (
           insert into postings (entry_id, account_id, bucket, amount)
           select entry_id, account_id, 'available', $4::bigint from f
           union all
           select entry_id, (select id from accounts where kind = 'funding' and currency = 'USD'), 'available', -$4::bigint from f
         ), credited as (
           update accounts a set balance = a.balance + c.total
           from (select account_id, count(*) * $4::bigint as total from f group by account_id) c
           where a.id = c.account_id
         )
         update accounts set balance = balance - (select count(*) * $4::bigint from f) where kind = 'funding' and currency = 'USD'`,
        [fillerTransfers, transfers, FILLER_CUSTOMERS, FILLER_CENTS],
      );
      await client.query("commit");
      postings += transfers * 2;
      fillerTransfers += transfers;
    }
    await client.query("analyze movements, journal_entries, postings, accounts, users");
    return countPostings(pool);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function fillerTransferCount(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query(
    "select count(*)::int as count from movements where transaction_id like 'filler%'",
  );
  return rows[0].count;
}
