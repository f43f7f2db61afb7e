import { type Kysely, sql } from "kysely";

/**
 * Money in and out through the partner bank, in ISO 20022 files.
 *
 * In: every credit entry of an imported camt.053 or camt.054 is a row of `money_in_entries`, unique by the account
 * servicer's reference (the partner bank's own id for the booking), so an entry is credited at most once however
 * often, and however concurrently, it is imported. A matched entry is credited at once (a Completed Deposit, its
 * `transfer_id`); an unmatched one waits for an operator, who assigns it to a customer or marks it for return.
 *
 * Out: a Completed Local or International transfer waits for a payment batch (`payment_batch_id` null); a batch takes
 * each into exactly one pain.001 file (`payout_status` Sent), and the bank's pain.002 marks it Accepted (its money
 * leaves settlement for the partner bank: a `payout` entry) or Rejected (Cancelled, refunded from settlement: a
 * `return` entry, the bank's reason kept in `bank_return_reason`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("money_in_entries")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("file_kind", "text", (col) => col.notNull().check(sql`file_kind in ('camt.053', 'camt.054')`))
    .addColumn("message_id", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn("amount", "bigint", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("debtor_name", "text", (col) => col.notNull())
    .addColumn("debtor_account", "text", (col) => col.notNull())
    .addColumn("remittance", "text", (col) => col.notNull())
    .addColumn("booking_date", "text")
    .addColumn("account_number", "text")
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Credited', 'Unmatched', 'Assigned', 'ForReturn')`),
    )
    .addColumn("unmatched_reason", "text", (col) =>
      col.check(sql`unmatched_reason in ('no_account_number', 'unknown_account', 'disabled', 'ambiguous',
        'currency')`),
    )
    .addColumn("user_id", "uuid", (col) => col.references("users.id"))
    .addColumn("transfer_id", "uuid", (col) => col.unique())
    .addColumn("imported_by", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("decided_by", "uuid", (col) => col.references("users.id"))
    .addColumn("decision_reason", "text")
    .addColumn("decided_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // Checked at commit: the entry claims its reference first, and its Deposit is written after it in the same trx.
    .addForeignKeyConstraint("money_in_entries_transfer_fk", ["transfer_id"], "transfers", ["id"], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .addCheckConstraint(
      "money_in_entries_credited_shape",
      sql`(status in ('Credited', 'Assigned')) = (transfer_id is not null and user_id is not null)`,
    )
    .addCheckConstraint(
      "money_in_entries_decision_shape",
      sql`(status in ('Assigned', 'ForReturn')) = (decided_by is not null and decision_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("money_in_entries_waiting")
    .on("money_in_entries")
    .columns(["status", "created_at"])
    .where(sql<boolean>`status in ('Unmatched', 'ForReturn')`)
    .execute();

  await db.schema
    .createTable("payment_batches")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('Open', 'Acknowledged')`))
    .addColumn("created_by", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("downloaded_at", "timestamptz")
    .addColumn("acknowledged_at", "timestamptz")
    .execute();

  await db.schema
    .alterTable("transfers")
    .addColumn("payment_batch_id", "uuid", (col) => col.references("payment_batches.id"))
    .addColumn("payout_status", "text", (col) =>
      col.check(sql`payout_status in ('Sent', 'Accepted', 'Rejected')`),
    )
    .addColumn("bank_return_reason", "text")
    .execute();
  await sql`alter table transfers
    add constraint transfers_payout_shape
      check ((payment_batch_id is null) = (payout_status is null)
        and (payment_batch_id is null or (type = 'Withdrawal' and transfer_option in ('Local', 'International')))
        and (payout_status = 'Rejected') = (bank_return_reason is not null))`.execute(db);
  // What waits for the next batch: approved bank transfers in no batch yet. Once batched a row leaves the index.
  await db.schema
    .createIndex("transfers_awaiting_batch")
    .on("transfers")
    .columns(["created_at", "id"])
    .where(
      sql<boolean>`type = 'Withdrawal' and status = 'Completed' and transfer_option in ('Local', 'International')
        and payment_batch_id is null`,
    )
    .execute();
  await db.schema
    .createIndex("transfers_payment_batch")
    .on("transfers")
    .column("payment_batch_id")
    .where(sql<boolean>`payment_batch_id is not null`)
    .execute();

  await sql`alter table journal_entries drop constraint journal_entries_kind_check`.execute(db);
  await sql`alter table journal_entries add constraint journal_entries_kind_check
    check (kind in ('deposit', 'hold', 'completion', 'release', 'payment', 'conversion', 'payout', 'return'))`.execute(
    db,
  );
}
