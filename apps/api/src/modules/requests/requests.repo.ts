import type { Insertable } from "kysely";
import { type Kysely, sql } from "kysely";
import type { Database, MoneyRequestRow, MoneyRequestsTable, Trx } from "../../db/types";

type Db = Kysely<Database>;

/** A request with the names and account numbers of its requester and of its payer (the one asked, or who paid). */
export interface RequestWithParties extends MoneyRequestRow {
  requester_first_name: string;
  requester_last_name: string;
  requester_account_number: string;
  payer_first_name: string | null;
  payer_last_name: string | null;
  payer_account_number: string | null;
  /** Whether money moved between the two sides (either way), or the payer asked the requester for money, ever. */
  payer_known: boolean;
  paid_transaction_id: string | null;
}

/**
 * Whether the payer (`p`) has shown the requester who they are: money moved between them either way, or the payer
 * named the requester in a request of their own. Naming someone in a request shows the requester nothing of theirs.
 */
const payerKnown = sql<boolean>`coalesce(p.id is not null and (
  exists (select 1 from movements k where k.type = 'Withdrawal' and k.status = 'Completed'
    and k.transfer_option = 'Larkspur'
    and ((k.user_id = p.id and k.counterparty_id = r.requester_id)
      or (k.user_id = r.requester_id and k.counterparty_id = p.id)))
  or exists (select 1 from money_requests k where k.requester_id = p.id and k.payer_id = r.requester_id)), false)`;

function withParties(db: Db) {
  return db
    .selectFrom("money_requests as r")
    .innerJoin("users as q", "q.id", "r.requester_id")
    .leftJoin("users as p", (join) => join.on(sql<boolean>`p.id = coalesce(r.paid_by, r.payer_id)`))
    .leftJoin("movement_rows as t", "t.id", "r.paid_transfer_id")
    .selectAll("r")
    .select([
      "q.first_name as requester_first_name",
      "q.last_name as requester_last_name",
      "q.account_number as requester_account_number",
      "p.first_name as payer_first_name",
      "p.last_name as payer_last_name",
      "p.account_number as payer_account_number",
      payerKnown.as("payer_known"),
      "t.transaction_id as paid_transaction_id",
    ]);
}

export async function insertRequest(trx: Db, row: Insertable<MoneyRequestsTable>) {
  await trx.insertInto("money_requests").values(row).execute();
}

export function findRequestWithParties(db: Db, id: string): Promise<RequestWithParties | undefined> {
  return withParties(db).where("r.id", "=", id).executeTakeFirst();
}

/** The customer's own requests, newest first. */
export function listOutgoing(db: Db, userId: string, limit: number): Promise<RequestWithParties[]> {
  return withParties(db)
    .where("r.requester_id", "=", userId)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
}

/** Requests to the customer: those that name them, and links they paid; newest first. */
export function listIncoming(db: Db, userId: string, limit: number): Promise<RequestWithParties[]> {
  return withParties(db)
    .where((where) => where.or([where("r.payer_id", "=", userId), where("r.paid_by", "=", userId)]))
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
}

/** How many requests the customer made since then. */
export async function countRequestsSince(db: Db, requesterId: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom("money_requests")
    .select((select) => select.fn.countAll<string>().as("count"))
    .where("requester_id", "=", requesterId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The request's row, locked until the trx ends, so rival decisions on it apply one after the other. */
export function lockRequest(trx: Trx, id: string): Promise<MoneyRequestRow | undefined> {
  return trx.selectFrom("money_requests").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Closes an Open request as Declined or Cancelled. */
export async function closeRequest(
  trx: Trx,
  id: string,
  status: "Declined" | "Cancelled",
  at: Date,
): Promise<void> {
  await trx
    .updateTable("money_requests")
    .set({ status, closed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "Open")
    .execute();
}

/**
 * Marks an Open, unexpired request Paid by this payer's payment, if this payer may pay it. One conditional statement:
 * of two payments racing for one request, the second waits for the first's commit and then finds it Paid. Answers the
 * request with its requester's address, name and language, for the notice.
 */
export function markRequestPaid(
  trx: Trx,
  paid: { requestId: string; payerId: string; transferId: string; at: Date },
) {
  return trx
    .updateTable("money_requests")
    .from("users")
    .set({
      status: "Paid",
      paid_by: paid.payerId,
      paid_transfer_id: paid.transferId,
      closed_at: paid.at,
      updated_at: paid.at,
    })
    .whereRef("users.id", "=", "money_requests.requester_id")
    .where("money_requests.id", "=", paid.requestId)
    .where("money_requests.status", "=", "Open")
    .where("money_requests.expires_at", ">", paid.at)
    .where((where) =>
      where.or([
        where("money_requests.payer_id", "is", null),
        where("money_requests.payer_id", "=", paid.payerId),
      ]),
    )
    .returningAll("money_requests")
    .returning(["users.email", "users.first_name", "users.language"])
    .executeTakeFirst();
}

export function findRequest(db: Db, id: string): Promise<MoneyRequestRow | undefined> {
  return db.selectFrom("money_requests").selectAll().where("id", "=", id).executeTakeFirst();
}
