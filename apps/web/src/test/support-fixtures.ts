import type {
  ConversationList,
  ConversationThread,
  InboxItem,
  InboxThread,
  SupportMessage,
} from "@larkspur/shared/schemas/support";
import { olivia } from "./backoffice-fixtures";
import { ada } from "./fixtures";
import { localTransfer } from "./transaction-fixtures";

/** What Ada wrote: markup and a link, which must show as the very characters she typed. */
export const adaAsks: SupportMessage = {
  id: "m_1",
  from: "customer",
  author: "Ada",
  text: '<b>Where</b> is my rent?\nSee https://evil.example/?a=1 <img src=x onerror="alert(1)">',
  createdAt: "2026-03-05T10:00:00.000Z",
  seen: true,
};

export const oliviaAnswers: SupportMessage = {
  id: "m_2",
  from: "staff",
  author: "Olivia",
  text: "It left us this morning and arrives today.",
  createdAt: "2026-03-05T10:05:00.000Z",
  seen: false,
};

const base = {
  id: "c_1",
  status: "open" as const,
  transactionId: localTransfer.transactionId,
  createdAt: adaAsks.createdAt,
  closedAt: null,
};

const { seen: _seen, ...lastAnswer } = oliviaAnswers;

/** Ada's conversation about her rent transfer, answered by Olivia. */
export const rentConversation: ConversationThread = {
  ...base,
  lastMessageAt: oliviaAnswers.createdAt,
  lastMessage: lastAnswer,
  unread: 0,
  transaction: localTransfer,
  messages: [adaAsks, oliviaAnswers],
};

export const conversationsOf = (...threads: ConversationThread[]): ConversationList => ({
  conversations: threads.map(({ transaction: _t, messages: _m, ...summary }) => summary),
});

const adaAsCustomer = {
  id: ada._id,
  firstName: ada.firstName,
  lastName: ada.lastName,
  accountNumber: ada.accountNumber,
};

/** The same conversation as the inbox shows it: Ada waits, nobody has taken it yet. */
export const rentInboxThread: InboxThread = {
  ...base,
  lastMessage: {
    id: adaAsks.id,
    from: "customer",
    author: "Ada",
    text: adaAsks.text,
    createdAt: adaAsks.createdAt,
  },
  lastMessageAt: adaAsks.createdAt,
  transaction: localTransfer,
  messages: [{ ...adaAsks, seen: true }],
  customer: adaAsCustomer,
  operator: null,
  waitingSince: adaAsks.createdAt,
};

export const inboxItemOf = ({ transaction: _t, messages: _m, ...item }: InboxThread): InboxItem => item;

/** Olivia's answer added to the inbox thread, as the server answers it. */
export const answeredByOlivia = (text: string): InboxThread => ({
  ...rentInboxThread,
  operator: { id: olivia._id, firstName: olivia.firstName },
  waitingSince: null,
  messages: [...rentInboxThread.messages, { ...oliviaAnswers, id: "m_3", text, seen: false }],
});
