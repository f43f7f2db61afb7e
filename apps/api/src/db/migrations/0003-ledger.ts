import { type Kysely, sql } from "kysely";

/**
 * The double-entry ledger. Postings are the truth; `accounts.balance` and `accounts.held` are running totals of them,
 * written in the same trx as the postings, so reads never sum the journal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in ('customer', 'settlement', 'funding')`),
    )
    .addColumn("user_id", "uuid", (col) => col.unique().references("users.id"))
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("USD").check(sql`currency = 'USD'`))
    .addColumn("balance", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("held", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("accounts_owner_matches_kind", sql`(kind = 'customer') = (user_id is not null)`)
    .addCheckConstraint("accounts_held_not_negative", sql`held >= 0`)
    // Funding goes below zero by design (it is where deposits come from); a customer never spends what is held.
    .addCheckConstraint("accounts_available_not_negative", sql`kind <> 'customer' or balance - held >= 0`)
    .execute();
  await db.schema
    .createIndex("accounts_one_per_system_kind")
    .on("accounts")
    .column("kind")
    .unique()
    .where(sql<boolean>`kind <> 'customer'`)
    .execute();
  await sql`insert into accounts (kind) values ('settlement'), ('funding')`.execute(db);
  await sql`insert into accounts (kind, user_id) select 'customer', id from users`.execute(db);

  await db.schema
    .createTable("transfers")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("transaction_id", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("account_id", "uuid", (col) => col.notNull().references("accounts.id"))
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('Deposit', 'Withdrawal')`))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Unconfirmed', 'Pending', 'Completed', 'Cancelled')`),
    )
    .addColumn("amount", "bigint", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("transfer_option", "text", (col) =>
      col.check(sql`transfer_option in ('Local', 'International')`),
    )
    .addColumn("account_name", "text")
    .addColumn("account_number", "text")
    .addColumn("bank_name", "text")
    .addColumn("account_type", "text")
    .addColumn("routing_number", "text")
    .addColumn("swift_code", "text")
    .addColumn("country", "text")
    .addColumn("expires_at", "timestamptz")
    .addColumn("cancel_reason", "text")
    .addColumn("decided_by", "uuid", (col) => col.references("users.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "transfers_deposit_shape",
      sql`type = 'Withdrawal' or (status = 'Completed' and transfer_option is null)`,
    )
    .addCheckConstraint(
      "transfers_withdrawal_shape",
      sql`type = 'Deposit' or (transfer_option is not null and account_name is not null
        and account_number is not null and bank_name is not null and account_type is not null)`,
    )
    .execute();
  // The history pages newest first by (created_at, id) for one customer: this index answers it without a sort.
  await db.schema
    .createIndex("transfers_user_history")
    .on("transfers")
    .columns(["user_id", "created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("transfers_unconfirmed_expiry")
    .on("transfers")
    .column("expires_at")
    .where(sql<boolean>`status = 'Unconfirmed'`)
    .execute();

  await db.schema
    .createTable("journal_entries")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in ('deposit', 'hold', 'completion', 'release')`),
    )
    .addColumn("transfer_id", "uuid", (col) => col.notNull().references("transfers.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("journal_entries_transfer")
    .on("journal_entries")
    .column("transfer_id")
    .execute();

  await db.schema
    .createTable("postings")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("entry_id", "uuid", (col) => col.notNull().references("journal_entries.id"))
    .addColumn("account_id", "uuid", (col) => col.notNull().references("accounts.id"))
    // Which part of the account's balance moves: money held for a pending transfer is still the customer's.
    .addColumn("bucket", "text", (col) => col.notNull().check(sql`bucket in ('available', 'held')`))
    .addColumn("amount", "bigint", (col) => col.notNull().check(sql`amount <> 0`))
    .execute();
  await db.schema.createIndex("postings_entry").on("postings").column("entry_id").execute();
  await guardJournal(db);
  await db.schema.createIndex("postings_account").on("postings").column("account_id").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("fingerprint", "text", (col) => col.notNull())
    .addColumn("response", "jsonb")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

/**
 * The database itself refuses an entry whose postings do not sum to zero (checked at commit, once all postings of the
 * entry are written) and any change to a written entry: corrections are new entries, never edits.
 */
async function guardJournal(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_entry_must_balance() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount), 0) from postings where entry_id = new.entry_id) <> 0 then
        raise exception 'journal entry % does not balance', new.entry_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger postings_balance_per_entry after insert on postings
    deferrable initially deferred for each row execute function ledger_entry_must_balance()`.execute(db);
  await sql`
    create function ledger_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = '42501';
    end $$`.execute(db);
  for (const table of ["postings", "journal_entries"]) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each statement execute function ledger_is_append_only()`.execute(db);
  }
}
