import { type Kysely, sql } from "kysely";

/**
 * The check that every journal entry balances in each currency, run at the commit for each of its postings, reads each
 * posting's account by its key. Joined plainly, PostgreSQL planned it from the tables' statistics: without them (a
 * database just restored or bulk-loaded) it hashed every account for every posting. `limit 1` keeps the lateral
 * subquery an index lookup, whatever the statistics say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ledger_entry_must_balance() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from postings p
                 cross join lateral (select currency from accounts where accounts.id = p.account_id limit 1) a
                 where p.entry_id = new.entry_id group by a.currency having sum(p.amount) <> 0) then
        raise exception 'journal entry % does not balance', new.entry_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
}
