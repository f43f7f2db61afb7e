import { type Kysely, sql } from "kysely";

/**
 * When a bank transfer was handed to the partner bank: the moment it was put into a pain.001 batch, which its
 * details show the customer ("Sent to the bank on 4 Dec 2026"). Transfers batched before are dated by their batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transfers add column sent_to_bank_at timestamptz`.execute(db);
  await sql`update transfers t set sent_to_bank_at = b.created_at
    from payment_batches b where b.id = t.payment_batch_id`.execute(db);
}
