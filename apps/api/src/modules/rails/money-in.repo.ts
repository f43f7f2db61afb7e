import type { Insertable, Kysely } from "kysely";
import type { Database, MoneyInEntriesTable, MoneyInEntry, MoneyInStatus, Trx, User } from "../../db/types";

/** The statuses the back office lists by: the stored ones, and Unmatched money waiting for an approval. */
export type MoneyInListStatus = MoneyInStatus | "AwaitingApproval";

type Db = Kysely<Database>;

/** The customers (and anyone else) holding any of these account numbers. */
export function usersByAccountNumbers(db: Db, accountNumbers: string[]): Promise<User[]> {
  if (accountNumbers.length === 0) return Promise.resolve([]);
  return db.selectFrom("users").selectAll().where("account_number", "in", accountNumbers).execute();
}

export function usersByIds(db: Db, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("users").selectAll().where("id", "in", ids).execute();
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

/**
 * An assignment waiting for a second operator: recorded on an Unmatched entry, which stays uncredited until a
 * different operator approves it.
 */
export function requestAssignment(
  trx: Trx,
  id: string,
  request: { userId: string; requestedBy: string; reason: string; requestedAt: Date },
): Promise<MoneyInEntry | undefined> {
  return trx
    .updateTable("money_in_entries")
    .set({
      requested_user_id: request.userId,
      requested_by: request.requestedBy,
      request_reason: request.reason,
      requested_at: request.requestedAt,
    })
    .where("id", "=", id)
    .where("status", "=", "Unmatched")
    .where("requested_by", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Entries with the customer credited and their Deposit's public id, and an assignment's customer and the operator who
 * asked for it.
 */
function listedMoneyIn(db: Db) {
  return db
    .selectFrom("money_in_entries as e")
    .leftJoin("users as u", "u.id", "e.user_id")
    .leftJoin("movement_rows as t", "t.id", "e.transfer_id")
    .leftJoin("users as ru", "ru.id", "e.requested_user_id")
    .leftJoin("users as rb", "rb.id", "e.requested_by")
    .selectAll("e")
    .select([
      "u.first_name",
      "u.last_name",
      "u.account_number as customer_account_number",
      "t.transaction_id",
      "ru.first_name as requested_first_name",
      "ru.last_name as requested_last_name",
      "ru.account_number as requested_account_number",
      "rb.email as requested_by_email",
    ]);
}

/**
 * Entries of one status as the back office lists them: money still to act on (Unmatched, AwaitingApproval: Unmatched
 * with an assignment asked for, ForReturn) oldest arrival first, credited money (Credited, Assigned) newest credit
 * first, so money assigned today leads even when it arrived weeks ago.
 */
export function listMoneyIn(db: Db, status: MoneyInListStatus, limit: number) {
  const waiting = status !== "Credited" && status !== "Assigned";
  let query = listedMoneyIn(db).where("e.status", "=", status === "AwaitingApproval" ? "Unmatched" : status);
  if (status === "Unmatched") query = query.where("e.requested_by", "is", null);
  if (status === "AwaitingApproval") query = query.where("e.requested_by", "is not", null);
  const ordered = waiting
    ? query.orderBy("e.created_at", "asc")
    : query.orderBy("e.decided_at", "desc").orderBy("e.created_at", "desc");
  return ordered
    .orderBy("e.id", waiting ? "asc" : "desc")
    .limit(limit)
    .execute();
}

export function findListedMoneyIn(db: Db, id: string) {
  return listedMoneyIn(db).where("e.id", "=", id).executeTakeFirst();
}

export type ListedMoneyIn = NonNullable<Awaited<ReturnType<typeof findListedMoneyIn>>>;
