import { type Kysely, sql } from "kysely";

/**
 * A cancelled withdrawal whose `money_out_at` is empty reads "Not confirmed" (its code was never entered, nothing
 * moved). Transfers held and then cancelled before `money_out_at` existed left it empty: their hold dates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update transfers t set money_out_at = hold.created_at
    from journal_entries hold
    where hold.transfer_id = t.id and hold.kind = 'hold'
      and t.type = 'Withdrawal' and t.status = 'Cancelled' and t.money_out_at is null`.execute(db);
}
