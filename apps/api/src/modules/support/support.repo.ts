import type { ConversationStatus } from "@larkspur/shared/schemas/support";
import { type Insertable, type Kysely, sql, type Updateable } from "kysely";
import type {
  Database,
  SupportConversation,
  SupportConversationsTable,
  SupportMessageRow,
  SupportMessagesTable,
  Transfer,
  Trx,
} from "../../db/types";

type Db = Kysely<Database>;

/** A conversation with its newest message, and the names of its customer and of the operator who took it. */
export interface ConversationRow extends SupportConversation {
  customer_first_name: string;
  customer_last_name: string;
  customer_account_number: string;
  operator_first_name: string | null;
  transaction_id: string | null;
  last_id: string;
  last_from_staff: boolean;
  last_author_name: string;
  last_body: string;
  last_created_at: Date;
  /** The team's messages the customer has not seen. */
  unread: string;
}

function withParts(db: Db) {
  return db
    .selectFrom("support_conversations as c")
    .innerJoin("users as customer", "customer.id", "c.customer_id")
    .leftJoin("users as operator", "operator.id", "c.operator_id")
    .leftJoin("movement_rows as t", "t.id", "c.transfer_id")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("support_messages as m")
          .select(["m.id", "m.from_staff", "m.author_name", "m.body", "m.created_at"])
          .whereRef("m.conversation_id", "=", "c.id")
          .orderBy("m.seq", "desc")
          .limit(1)
          .as("last"),
      (join) => join.onTrue(),
    )
    .selectAll("c")
    .select([
      "customer.first_name as customer_first_name",
      "customer.last_name as customer_last_name",
      "customer.account_number as customer_account_number",
      "operator.first_name as operator_first_name",
      "t.transaction_id",
      "last.id as last_id",
      "last.from_staff as last_from_staff",
      "last.author_name as last_author_name",
      "last.body as last_body",
      "last.created_at as last_created_at",
      sql<string>`(select count(*) from support_messages u
        where u.conversation_id = c.id and u.from_staff and u.seq > c.customer_seen_seq)`.as("unread"),
    ]);
}

export function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return withParts(db).where("c.id", "=", id).executeTakeFirst();
}

/** A customer's conversations, latest activity first. */
export function listConversationsOf(db: Db, customerId: string, limit: number): Promise<ConversationRow[]> {
  return withParts(db)
    .where("c.customer_id", "=", customerId)
    .orderBy("c.last_message_at", "desc")
    .orderBy("c.id")
    .limit(limit)
    .execute();
}

/**
 * The inbox. Open: those waiting for an answer first, the longest waiting first, then the others by their last
 * message, oldest first. Closed: the latest closed first.
 */
export function listInbox(db: Db, status: ConversationStatus, limit: number): Promise<ConversationRow[]> {
  const query = withParts(db).where("c.status", "=", status);
  const ordered =
    status === "open"
      ? query.orderBy(sql`c.waiting_since asc nulls last`).orderBy("c.last_message_at").orderBy("c.id")
      : query.orderBy("c.closed_at", "desc").orderBy("c.id");
  return ordered.limit(limit).execute();
}

/** The conversation's messages, oldest first. */
export function listMessages(db: Db, conversationId: string): Promise<SupportMessageRow[]> {
  return db
    .selectFrom("support_messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .orderBy("seq")
    .execute();
}

/** The customer's row, locked so their messages are counted against the hourly limit one writer at a time. */
export async function lockCustomerForMessages(trx: Trx, customerId: string): Promise<void> {
  await trx.selectFrom("users").select("id").where("id", "=", customerId).forNoKeyUpdate().execute();
}

/** When the customer wrote each of their messages since then, oldest first. */
export async function customerMessageTimes(db: Db, customerId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom("support_messages")
    .select("created_at")
    .where("author_id", "=", customerId)
    .where("from_staff", "=", false)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertConversation(
  trx: Trx,
  row: Insertable<SupportConversationsTable>,
): Promise<void> {
  await trx.insertInto("support_conversations").values(row).execute();
}

/** Appends a message; answers its seq, the conversation's order. */
export async function insertMessage(trx: Trx, row: Insertable<SupportMessagesTable>): Promise<bigint> {
  const { seq } = await trx
    .insertInto("support_messages")
    .values(row)
    .returning("seq")
    .executeTakeFirstOrThrow();
  return BigInt(seq);
}

/** The conversation's row, locked until the trx ends, so rival changes to it apply one after the other. */
export function lockConversation(trx: Trx, id: string): Promise<SupportConversation | undefined> {
  return trx
    .selectFrom("support_conversations")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateConversation(
  trx: Trx,
  id: string,
  changes: Updateable<SupportConversationsTable>,
): Promise<void> {
  await trx.updateTable("support_conversations").set(changes).where("id", "=", id).execute();
}

/**
 * Records that a side has seen the conversation up to `seq`, unless it had already; answers whether anything
 * changed. Conditional, so two readers at once move it forward once and never back.
 */
export async function markSeen(
  db: Db,
  id: string,
  side: "customer_seen_seq" | "staff_seen_seq",
  seq: bigint,
): Promise<boolean> {
  const result = await db
    .updateTable("support_conversations")
    .set({ [side]: seq })
    .where("id", "=", id)
    .where(side, "<", seq)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function firstNameOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom("users")
    .select("first_name")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.first_name;
}

export function findTransfer(db: Db, id: string): Promise<Transfer | undefined> {
  return db.selectFrom("movement_rows").selectAll().where("id", "=", id).executeTakeFirst();
}
