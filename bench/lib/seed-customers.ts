import { createHash, randomBytes, randomUUID } from "node:crypto";
import type pg from "pg";
import { inTrx } from "./databases";

export interface BenchCustomer {
  id: string;
  email: string;
  accountNumber: string;
  /** A live session's bearer token. */
  token: string;
}

export const benchPassword = "Bench password 1";

/**
 * Verified customers with an account and a live session, written straight to the database like the API tests'
 * quickCustomer: nothing about them differs from customers who signed up. They share one Argon2id password hash, so
 * any of them can also sign in. `firstNumber` keeps account numbers of separate batches apart.
 */
export async function seedCustomers(
  pool: pg.Pool,
  count: number,
  passwordHash: string,
  firstNumber: number,
): Promise<BenchCustomer[]> {
  const customers = Array.from({ length: count }, (_, index) => {
    const number = firstNumber + index;
    return {
      id: randomUUID(),
      email: `bench.${number}@example.com`,
      accountNumber: `9${String(number).padStart(11, "0")}`,
      token: randomBytes(32).toString("base64url"),
    };
  });
  const column = <K extends keyof BenchCustomer>(key: K) => customers.map((customer) => customer[key]);
  const tokenHashes = customers.map((customer) => createHash("sha256").update(customer.token).digest("hex"));
  await inTrx(pool, async (client) => {
    await client.query(
      `insert into users (id, email, password_hash, first_name, last_name, phone, address, occupation,
         account_number, email_verified_at)
       select id, email, $4, 'Robin', 'Bench', '+1 555 010 0000', '1 Harbor Street, Springfield', 'Engineer',
         account_number, now()
       from unnest($1::uuid[], $2::text[], $3::text[]) as input(id, email, account_number)`,
      [column("id"), column("email"), column("accountNumber"), passwordHash],
    );
    await client.query(
      "insert into accounts (kind, user_id) select 'customer', id from unnest($1::uuid[]) as input(id)",
      [column("id")],
    );
    await client.query(
      `insert into sessions (id, user_id, token_hash, ip, user_agent, expires_at)
       select gen_random_uuid(), id, token_hash, '127.0.0.1', 'bench', now() + interval '1 day'
       from unnest($1::uuid[], $2::text[]) as input(id, token_hash)`,
      [column("id"), tokenHashes],
    );
  });
  return customers;
}

/**
 * Credits each customer `cents` from the funding account as a completed deposit: the transfer, its balanced journal
 * entry and both running balances in one trx, the way an operator's deposit moves money.
 */
export async function fundCustomers(pool: pg.Pool, customers: BenchCustomer[], cents: bigint): Promise<void> {
  await inTrx(pool, async (client) => {
    await client.query(
      `create temp table funding on commit drop as
       select a.id as account_id, a.user_id, gen_random_uuid() as transfer_id, gen_random_uuid() as entry_id,
         $2::bigint as amount,
         (extract(epoch from clock_timestamp()) * 1000)::bigint::text
           || lpad((row_number() over ())::text, 6, '0') as transaction_id
       from accounts a where a.user_id = any($1::uuid[]) and a.currency = 'USD'`,
      [customers.map((customer) => customer.id), cents.toString()],
    );
    await client.query(
      `insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description)
       select transfer_id, transaction_id, user_id, account_id, 'Deposit', 'Completed', amount, 'Opening deposit'
       from funding`,
    );
    await client.query(
      "insert into journal_entries (id, kind, transfer_id) select entry_id, 'deposit', transfer_id from funding",
    );
    await client.query(
      `insert into postings (entry_id, account_id, bucket, amount)
       select entry_id, account_id, 'available', amount from funding
       union all
       select entry_id, (select id from accounts where kind = 'funding' and currency = 'USD'), 'available', -amount from funding`,
    );
    await client.query(
      "update accounts a set balance = a.balance + f.amount from funding f where a.id = f.account_id",
    );
    await client.query(
      "update accounts set balance = balance - (select sum(amount) from funding) where kind = 'funding' and currency = 'USD'",
    );
  });
}
