import { type Kysely, sql } from "kysely";

/**
 * Work every movement of money paid for nothing. `postings_account (account_id)` is the leading column of
 * `postings_account_order (account_id, id)`, which serves every look-up it served. `payer_transfer_id` is set only on
 * a payment's credit, yet its unique index took an entry (a null) for every movement and again at every update of
 * one; a unique index on the rows that have one keeps the rule (nulls never clash) at no cost to the rest. And a
 * movement's account was checked twice, by itself and with its currency: both columns are required, so the pair's
 * foreign key alone holds both rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index postings_account`.execute(db);
  await sql`alter table movements drop constraint movements_payer_transfer_id_key`.execute(db);
  await sql`create unique index movements_payer_transfer_id_key on movements (payer_transfer_id)
    where payer_transfer_id is not null`.execute(db);
  await sql`alter table movements drop constraint transfers_account_id_fkey`.execute(db);
}
