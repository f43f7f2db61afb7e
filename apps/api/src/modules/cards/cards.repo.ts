import type { TransactionStatus, TransactionType } from "@larkspur/shared/schemas/transaction";
import { type Kysely, sql } from "kysely";
import type { Card, CardAuthorization, Database, Trx, User } from "../../db/types";

type Db = Kysely<Database>;
type CardChanges = Partial<Pick<Card, "status" | "per_purchase" | "daily" | "monthly" | "online" | "atm">>;

export function countLiveCards(db: Db, userId: string): Promise<number> {
  return db
    .selectFrom("cards")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "<>", "Terminated")
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function insertCard(
  db: Db,
  card: Omit<Card, "created_at" | "updated_at" | "status" | "online" | "atm"> & { created_at: Date },
): Promise<Card> {
  return db
    .insertInto("cards")
    .values({ ...card, updated_at: card.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's cards, newest first. */
export function listCards(db: Db, userId: string): Promise<Card[]> {
  return db
    .selectFrom("cards")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findCard(db: Db, userId: string, cardId: string): Promise<Card | undefined> {
  return db
    .selectFrom("cards")
    .selectAll()
    .where("id", "=", cardId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function findCardByDigest(db: Db, digest: string): Promise<Card | undefined> {
  return db.selectFrom("cards").selectAll().where("pan_digest", "=", digest).executeTakeFirst();
}

export function updateCard(db: Db, cardId: string, changes: CardChanges, now: Date): Promise<Card> {
  return db
    .updateTable("cards")
    .set({ ...changes, updated_at: now })
    .where("id", "=", cardId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A card changes status only from the one it was read in, so a freeze cannot undo a termination it raced. */
export function changeCardStatus(
  db: Db,
  cardId: string,
  from: Card["status"][],
  to: Card["status"],
  now: Date,
): Promise<Card | undefined> {
  return db
    .updateTable("cards")
    .set({ status: to, updated_at: now })
    .where("id", "=", cardId)
    .where("status", "in", from)
    .returningAll()
    .executeTakeFirst();
}

export type CardOwner = Pick<User, "email" | "first_name" | "language" | "transfer_disabled" | "status">;

const cardWithOwnerQuery = (db: Db, cardId: string) =>
  db
    .selectFrom("cards")
    .innerJoin("users", "users.id", "cards.user_id")
    .selectAll("cards")
    .select([
      "users.email",
      "users.first_name",
      "users.language",
      "users.transfer_disabled",
      "users.status as user_status",
    ])
    .where("cards.id", "=", cardId);

type CardWithOwner = Card & { owner: CardOwner };

function withOwner(row: Awaited<ReturnType<ReturnType<typeof cardWithOwnerQuery>["executeTakeFirst"]>>) {
  if (!row) return undefined;
  const { email, first_name, language, transfer_disabled, user_status, ...card } = row;
  return { ...card, owner: { email, first_name, language, transfer_disabled, status: user_status } };
}

/**
 * The card and its owner as an event on it needs them, read with a share lock on the card in the trx that applies it,
 * so a freeze or termination committed before it is seen and one after it waits for the event.
 */
export async function cardWithOwner(trx: Trx, cardId: string): Promise<CardWithOwner | undefined> {
  return withOwner(await cardWithOwnerQuery(trx, cardId).forShare("cards").executeTakeFirst());
}

/** The card and its owner as they are now, without a lock: the ledger checks its state again under one. */
export async function readCardWithOwner(db: Db, cardId: string): Promise<CardWithOwner | undefined> {
  return withOwner(await cardWithOwnerQuery(db, cardId).executeTakeFirst());
}

export function findAuthorization(db: Db, authorizationId: string): Promise<CardAuthorization | undefined> {
  return db
    .selectFrom("card_authorizations")
    .selectAll()
    .where("authorization_id", "=", authorizationId)
    .executeTakeFirst();
}

/** Locks the authorisation, so its events (increment, reversal, clearing, expiry) apply one after another. */
export function lockAuthorization(trx: Trx, authorizationId: string): Promise<CardAuthorization | undefined> {
  return trx
    .selectFrom("card_authorizations")
    .selectAll()
    .where("authorization_id", "=", authorizationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertAuthorization(trx: Trx, row: CardAuthorization): Promise<void> {
  await trx.insertInto("card_authorizations").values(row).execute();
}

export async function updateAuthorization(
  trx: Trx,
  authorizationId: string,
  changes: Partial<
    Pick<CardAuthorization, "authorized" | "held" | "cleared" | "overdraft" | "state" | "updated_at">
  >,
): Promise<void> {
  await trx
    .updateTable("card_authorizations")
    .set(changes)
    .where("authorization_id", "=", authorizationId)
    .execute();
}

/**
 * What the card has spent since `since`: each approved purchase by what it holds while Pending, or what it cleared
 * at once Completed.
 */
export async function cardSpentSince(trx: Trx, cardId: string, since: Date): Promise<bigint> {
  const row = await trx
    .selectFrom("card_authorizations")
    .select(
      sql<string>`coalesce(sum(case state when 'Pending' then held when 'Completed' then cleared else 0 end), 0)::text`.as(
        "spent",
      ),
    )
    .where("card_id", "=", cardId)
    .where("decision", "=", "approved")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return BigInt(row.spent);
}

/** Pending authorisations past their expiry, locked, skipping those another sweep or event holds. */
export function lockExpiredAuthorizations(trx: Trx, now: Date, limit: number): Promise<CardAuthorization[]> {
  return trx
    .selectFrom("card_authorizations")
    .selectAll()
    .where("state", "=", "Pending")
    .where("expires_at", "<=", now)
    .orderBy("expires_at")
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function insertRefund(
  trx: Trx,
  refund: {
    transfer_id: string;
    card_id: string;
    amount: bigint;
    merchant_name: string;
    mcc: string;
    country: string;
    created_at: Date;
  },
): Promise<void> {
  await trx.insertInto("card_refunds").values(refund).execute();
}

/** The columns every movement of the history shares: a card keeps everything else in its own tables. */
export interface CardHistoryRow {
  id: string;
  transaction_id: string;
  user_id: string;
  account_id: string;
  currency: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: bigint;
  description: string;
  created_at: Date;
  /** When the money left the available balance, and its dollar value then: what limits on money out count. */
  money_out_at: Date | null;
  limit_cents: bigint | null;
}

/**
 * The one place a card writes a history row: only the columns every movement shares (the card's own details stay in
 * `card_authorizations` and `card_refunds`).
 */
export async function insertCardHistoryRow(trx: Trx, row: CardHistoryRow): Promise<void> {
  await sql`insert into movements (id, transaction_id, user_id, account_id, currency, type, status, amount, description,
      created_at, updated_at, money_out_at, limit_cents)
    values (${row.id}::uuid, ${row.transaction_id}, ${row.user_id}::uuid, ${row.account_id}::uuid, ${row.currency},
      ${row.type}, ${row.status}, ${row.amount}::bigint, ${row.description}, ${row.created_at}::timestamptz,
      ${row.created_at}::timestamptz, ${row.money_out_at}::timestamptz, ${row.limit_cents}::bigint)`.execute(
    trx,
  );
}

/** The one place a card changes its history row: its status, and its amount as holds and clearings change it. */
export async function setCardHistoryRow(
  trx: Trx,
  id: string,
  changes: { status: TransactionStatus; amount: bigint; limit_cents: bigint; updated_at: Date },
): Promise<void> {
  await trx.updateTable("movements").set(changes).where("id", "=", id).execute();
}
