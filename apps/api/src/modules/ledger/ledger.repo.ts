import { type Kysely, sql } from "kysely";
import type {
  Account,
  AccountKind,
  Database,
  JournalEntryKind,
  NewTransfer,
  PostingBucket,
  Trx,
} from "../../db/types";

type Db = Kysely<Database>;

export async function insertCustomerAccount(db: Db, userId: string): Promise<void> {
  await db.insertInto("accounts").values({ kind: "customer", user_id: userId }).execute();
}

/** The customer's account in a currency, open or closed. */
export function findCustomerAccount(db: Db, userId: string, currency: string): Promise<Account | undefined> {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("currency", "=", currency)
    .executeTakeFirst();
}

/** The customer's open accounts, the main currency first, then in the order they were opened. */
export function openCustomerAccounts(db: Db, userId: string, mainCurrency: string): Promise<Account[]> {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("closed_at", "is", null)
    .orderBy(sql`currency = ${mainCurrency}`, "desc")
    .orderBy("opened_at")
    .orderBy("id")
    .execute();
}

/**
 * Opens the customer's account in a currency, or opens a closed one again (listed then as newly opened); an open one
 * is left as it is. Answers the account and whether it was opened now.
 */
export async function upsertCustomerAccount(
  db: Db,
  userId: string,
  currency: string,
): Promise<{ account: Account; opened: boolean }> {
  const { rows } = await sql<Account & { opened: boolean }>`
    with existing as (
      select id, closed_at from accounts where user_id = ${userId}::uuid and currency = ${currency}
    )
    insert into accounts (kind, user_id, currency) values ('customer', ${userId}::uuid, ${currency})
    on conflict (user_id, currency) do update
      set closed_at = null,
        opened_at = case when accounts.closed_at is null then accounts.opened_at else now() end
    returning accounts.*,
      coalesce((select closed_at is not null from existing), true) as opened`.execute(db);
  const { opened, ...account } = rows[0]!;
  return { account, opened };
}

/** Closes an open, empty account; answers whether it was. */
export async function closeCustomerAccount(db: Db, accountId: string): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ closed_at: sql`now()` })
    .where("id", "=", accountId)
    .where("closed_at", "is", null)
    .where("balance", "=", 0n)
    .where("held", "=", 0n)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Locks a customer's account and, optionally, the system account of that kind in the same currency, always in id
 * order: two trx that lock the same accounts then queue behind each other instead of deadlocking.
 */
export function lockAccounts(trx: Trx, accountId: string, systemKind?: AccountKind) {
  return trx
    .selectFrom("accounts")
    .selectAll()
    .where((eb) =>
      systemKind
        ? eb.or([
            eb("id", "=", accountId),
            eb.and([
              eb("kind", "=", systemKind),
              eb(
                "currency",
                "=",
                eb.selectFrom("accounts as own").select("own.currency").where("own.id", "=", accountId),
              ),
            ]),
          ])
        : eb("id", "=", accountId),
    )
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** Locks the system accounts of these kinds in one currency, in id order. */
export function lockSystemAccounts(trx: Trx, kinds: AccountKind[], currency: string) {
  return trx
    .selectFrom("accounts")
    .selectAll()
    .where("kind", "in", kinds)
    .where("currency", "=", currency)
    .orderBy("id")
    .forUpdate()
    .execute();
}

/**
 * Locks what a conversion touches, in id order: the customer's two accounts, the bank's FX position in both
 * currencies and its fee revenue in the source currency.
 */
export function lockConversionAccounts(
  trx: Trx,
  conversion: { sourceId: string; targetId: string; from: string; to: string },
) {
  return trx
    .selectFrom("accounts")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("id", "in", [conversion.sourceId, conversion.targetId]),
        eb.and([eb("kind", "=", "fx_position"), eb("currency", "in", [conversion.from, conversion.to])]),
        eb.and([eb("kind", "=", "fee_revenue"), eb("currency", "=", conversion.from)]),
      ]),
    )
    .orderBy("id")
    .forUpdate()
    .execute();
}

export interface Posting {
  accountId: string;
  bucket: PostingBucket;
  amount: bigint;
}

export interface BalanceChange {
  accountId: string;
  balance: bigint;
  held: bigint;
}

const changeOf = (changes: BalanceChange[], column: "balance" | "held") =>
  sql<bigint>`case id ${sql.join(
    changes.map((change) => sql`when ${change.accountId}::uuid then ${change[column]}::bigint`),
    sql` `,
  )} end`;

/**
 * The entry, its postings and the running totals of the accounts they touch, in one statement (one round trip).
 * The caller holds the accounts' locks; the database checks at commit that the postings sum to zero.
 */
export async function writeJournalEntry(
  trx: Trx,
  entry: { id: string; kind: JournalEntryKind; transferId: string; postings: Posting[] },
  changes: BalanceChange[],
): Promise<void> {
  await trx
    .with("entry", (db) =>
      db
        .insertInto("journal_entries")
        .values({ id: entry.id, kind: entry.kind, transfer_id: entry.transferId })
        .returning("id"),
    )
    .with("lines", (db) =>
      db
        .insertInto("postings")
        .values(
          entry.postings.map((posting) => ({
            entry_id: entry.id,
            account_id: posting.accountId,
            bucket: posting.bucket,
            amount: posting.amount,
          })),
        )
        .returning("id"),
    )
    .updateTable("accounts")
    .set((eb) => ({
      balance: eb("balance", "+", changeOf(changes, "balance")),
      held: eb("held", "+", changeOf(changes, "held")),
    }))
    .where(
      "id",
      "in",
      changes.map((change) => change.accountId),
    )
    .execute();
}

/**
 * A hold in one statement: only if the account is a customer's and its available balance, as the update finds it once
 * it has the row's lock, covers the amount, the amount moves from available to held, and the `hold` entry and its two
 * postings are written. Answers whether the hold was made; when not, nothing was written.
 */
export async function writeHold(
  trx: Trx,
  hold: { entryId: string; transferId: string; accountId: string; amount: bigint },
): Promise<boolean> {
  const { entryId, transferId, accountId, amount } = hold;
  const { rows } = await sql<{ id: string }>`
    with held as (
      update accounts set held = held + ${amount}::bigint
      where id = ${accountId}::uuid and kind = 'customer' and balance - held >= ${amount}::bigint
      returning id
    ), entry as (
      insert into journal_entries (id, kind, transfer_id)
      select ${entryId}::uuid, 'hold', ${transferId}::uuid from held
      returning id
    ), lines as (
      insert into postings (entry_id, account_id, bucket, amount)
      select entry.id, ${accountId}::uuid, line.bucket, line.amount
      from entry, (values ('available', -${amount}::bigint), ('held', ${amount}::bigint)) as line (bucket, amount)
      returning id
    )
    select id from held`.execute(trx);
  return rows.length === 1;
}

/** A row as JSON, its bigints as text, for PostgreSQL to read back into a table's row type. */
const rowAsJson = (row: object) =>
  JSON.stringify(row, (_key, value) => (typeof value === "bigint" ? value.toString() : value));

/**
 * A payment between two customers, due at commit: only if both accounts are customers' and the payer's available
 * balance, as this statement sees it, covers the amount, it inserts the payment's due entry, which deferred triggers
 * write at commit (the recipient's history row, the `payment` entry, payer −amount, recipient +amount, both running
 * totals) under both accounts' locks, taken then in id order. Nothing earlier in the trx locks either account, so a
 * busy recipient's row is locked only for the commit; a payer who no longer covers the amount by then fails the commit
 * on `accounts_available_not_negative`. Answers whether the payment is due.
 */
export async function writePayment(
  trx: Trx,
  payment: {
    entryId: string;
    transferId: string;
    payerAccountId: string;
    recipientAccountId: string;
    amount: bigint;
    recipientTransfer: NewTransfer;
  },
): Promise<boolean> {
  const { entryId, transferId, payerAccountId: payer, recipientAccountId: recipient, amount } = payment;
  const { rows } = await sql<{ entry_id: string }>`
    insert into payment_entries_due
      (entry_id, transfer_id, payer_account_id, recipient_account_id, amount, recipient_transfer)
    select ${entryId}::uuid, ${transferId}::uuid, ${payer}::uuid, ${recipient}::uuid, ${amount}::bigint,
      ${rowAsJson(payment.recipientTransfer)}::jsonb
    from accounts
    where id in (${payer}::uuid, ${recipient}::uuid) and kind = 'customer'
    having count(*) = 2 and bool_and(id <> ${payer}::uuid or balance - held >= ${amount}::bigint)
    returning entry_id`.execute(trx);
  return rows.length === 1;
}

/**
 * Locks a customer's account and the system accounts of these kinds in its currency, all in id order, in one
 * statement: what a card's money moves touch.
 */
export function lockWithSystemAccounts(trx: Trx, accountId: string, systemKinds: AccountKind[]) {
  return trx
    .selectFrom("accounts")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("id", "=", accountId),
        eb.and([
          systemKinds.length > 0 ? eb("kind", "in", systemKinds) : eb.lit(false),
          eb(
            "currency",
            "=",
            eb.selectFrom("accounts as own").select("own.currency").where("own.id", "=", accountId),
          ),
        ]),
      ]),
    )
    .orderBy("id")
    .forUpdate()
    .execute();
}
