import type { Kysely, Transaction } from "kysely";
import type { Account, AccountKind, Database, JournalEntryKind, PostingBucket } from "../../db/types";

type Db = Kysely<Database>;

export async function insertCustomerAccount(db: Db, userId: string): Promise<void> {
  await db.insertInto("accounts").values({ kind: "customer", user_id: userId }).execute();
}

export function findCustomerAccount(db: Db, userId: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/**
 * Locks a customer's account and, optionally, one system account, always in id order: two transactions that lock
 * the same accounts then queue behind each other instead of deadlocking.
 */
export function lockAccounts(trx: Transaction<Database>, accountId: string, systemKind?: AccountKind) {
  return trx
    .selectFrom("accounts")
    .selectAll()
    .where((eb) =>
      systemKind ? eb.or([eb("id", "=", accountId), eb("kind", "=", systemKind)]) : eb("id", "=", accountId),
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

/** The entry and its postings in one statement. */
export async function insertJournalEntry(
  trx: Transaction<Database>,
  entry: { id: string; kind: JournalEntryKind; transferId: string; postings: Posting[] },
): Promise<void> {
  await trx
    .with("entry", (db) =>
      db
        .insertInto("journal_entries")
        .values({ id: entry.id, kind: entry.kind, transfer_id: entry.transferId })
        .returning("id"),
    )
    .insertInto("postings")
    .values(
      entry.postings.map((posting) => ({
        entry_id: entry.id,
        account_id: posting.accountId,
        bucket: posting.bucket,
        amount: posting.amount,
      })),
    )
    .execute();
}

export async function addToBalances(
  trx: Transaction<Database>,
  accountId: string,
  change: { balance: bigint; held: bigint },
): Promise<void> {
  await trx
    .updateTable("accounts")
    .set((eb) => ({ balance: eb("balance", "+", change.balance), held: eb("held", "+", change.held) }))
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
}
