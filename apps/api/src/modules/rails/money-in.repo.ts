import type { Insertable, Kysely } from "kysely";
import type { Database, MoneyInEntriesTable, MoneyInEntry, MoneyInStatus, Trx, User } from "../../db/types";

type Db = Kysely<Database>;

/** The customers (and anyone else) holding any of these account numbers. */
export function usersByAccountNumbers(db: Db, accountNumbers: string[]): Promise<User[]> {
  if (accountNumbers.length === 0) return Promise.resolve([]);
  return db.selectFrom("users").selectAll().where("account_number", "in", accountNumbers).execute();
}

/**
 * Records a credit entry under its reference, unless an entry with that reference exists: answers it, or undefined
 * for a duplicate. A rival trx claiming the same reference waits here until this one ends, then finds it taken.
 */
export function claimMoneyIn(
  trx: Trx,
  entry: Insertable<MoneyInEntriesTable>,
): Promise<MoneyInEntry | undefined> {
  return trx
    .insertInto("money_in_entries")
    .values(entry)
    .onConflict((conflict) => conflict.column("reference").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function lockMoneyIn(trx: Trx, id: string): Promise<MoneyInEntry | undefined> {
  return trx.selectFrom("money_in_entries").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** An operator's decision on a waiting entry: only an Unmatched one changes, so of two rivals one wins. */
export function decideMoneyIn(
  trx: Trx,
  id: string,
  decision: {
    status: "Assigned" | "ForReturn";
    decidedBy: string;
    reason: string;
    decidedAt: Date;
    userId?: string;
    transferId?: string;
  },
): Promise<MoneyInEntry | undefined> {
  return trx
    .updateTable("money_in_entries")
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decision_reason: decision.reason,
      decided_at: decision.decidedAt,
      user_id: decision.userId ?? null,
      transfer_id: decision.transferId ?? null,
    })
    .where("id", "=", id)
    .where("status", "=", "Unmatched")
    .returningAll()
    .executeTakeFirst();
}

/** Entries with the customer credited and their Deposit's public id. */
function listedMoneyIn(db: Db) {
  return db
    .selectFrom("money_in_entries as e")
    .leftJoin("users as u", "u.id", "e.user_id")
    .leftJoin("transfers as t", "t.id", "e.transfer_id")
    .selectAll("e")
    .select([
      "u.first_name",
      "u.last_name",
      "u.account_number as customer_account_number",
      "t.transaction_id",
    ]);
}

/** Entries of one status, the oldest first. */
export function listMoneyIn(db: Db, status: MoneyInStatus, limit: number) {
  return listedMoneyIn(db)
    .where("e.status", "=", status)
    .orderBy("e.created_at")
    .orderBy("e.id")
    .limit(limit)
    .execute();
}

export function findListedMoneyIn(db: Db, id: string) {
  return listedMoneyIn(db).where("e.id", "=", id).executeTakeFirst();
}

export type ListedMoneyIn = NonNullable<Awaited<ReturnType<typeof findListedMoneyIn>>>;
