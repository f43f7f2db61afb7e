import type {
  ConversationSummary,
  ConversationThread,
  InboxItem,
  InboxThread,
  SupportMessage,
} from "@larkspur/shared/schemas/support";
import type { SupportConversation, SupportMessageRow, Transfer } from "../../db/types";
import { toTransactionItem } from "../transfers";
import type { ConversationRow } from "./support.repo";

/** A message as either side reads it; `seen` says whether the other side has read it. */
export function toMessage(conversation: SupportConversation, row: SupportMessageRow): SupportMessage {
  const seenThrough = row.from_staff ? conversation.customer_seen_seq : conversation.staff_seen_seq;
  return {
    id: row.id,
    from: row.from_staff ? "staff" : "customer",
    author: row.author_name,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    seen: BigInt(row.seq) <= BigInt(seenThrough),
  };
}

function fieldsOf(row: ConversationRow) {
  return {
    id: row.id,
    status: row.status,
    transactionId: row.transaction_id,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    lastMessage: {
      id: row.last_id,
      from: row.last_from_staff ? ("staff" as const) : ("customer" as const),
      author: row.last_author_name,
      text: row.last_body,
      createdAt: row.last_created_at.toISOString(),
    },
  };
}

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  return { ...fieldsOf(row), unread: Number(row.unread) };
}

export function toConversationThread(
  row: ConversationRow,
  messages: SupportMessageRow[],
  transfer: Transfer | undefined,
): ConversationThread {
  return {
    ...toConversationSummary(row),
    transaction: transfer ? toTransactionItem(transfer) : null,
    messages: messages.map((message) => toMessage(row, message)),
  };
}

function staffFieldsOf(row: ConversationRow) {
  return {
    customer: {
      id: row.customer_id,
      firstName: row.customer_first_name,
      lastName: row.customer_last_name,
      accountNumber: row.customer_account_number,
    },
    operator:
      row.operator_id && row.operator_first_name !== null
        ? { id: row.operator_id, firstName: row.operator_first_name }
        : null,
    waitingSince: row.waiting_since?.toISOString() ?? null,
  };
}

export function toInboxItem(row: ConversationRow): InboxItem {
  return { ...fieldsOf(row), ...staffFieldsOf(row) };
}

export function toInboxThread(
  row: ConversationRow,
  messages: SupportMessageRow[],
  transfer: Transfer | undefined,
): InboxThread {
  return {
    ...fieldsOf(row),
    ...staffFieldsOf(row),
    transaction: transfer ? toTransactionItem(transfer) : null,
    messages: messages.map((message) => toMessage(row, message)),
  };
}
