import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import type { ConversationStatus, Inbox, InboxThread } from "@larkspur/shared/schemas/support";
import type { AppContext } from "../../context";
import type { SupportConversation, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { insertAuditEntry } from "../audit";
import type { Actor } from "../backoffice";
import { isConnected } from "../events";
import { mailTemplates } from "../mail";
import { announce, notify } from "../notifications";
import { findUserById } from "../users";
import {
  firstNameOf,
  insertMessage,
  listInbox,
  lockConversation,
  markSeen,
  updateConversation,
} from "./support.repo";
import { conversationById, conversationPath, signalConversation, withMessages } from "./support.service";
import { toInboxItem, toInboxThread } from "./support-view";

/** A member of staff acting on a conversation: who (their first name signs their answers) and from where. */
export type Operator = Actor & Pick<User, "first_name">;

/** The inbox: open conversations with the longest waiting first, or the latest closed. */
export async function inbox(ctx: AppContext, status: ConversationStatus): Promise<Inbox> {
  const rows = await listInbox(ctx.db, status, limits.supportListRows);
  return { conversations: rows.map(toInboxItem) };
}

async function inboxThreadOf(ctx: AppContext, id: string): Promise<InboxThread> {
  const { row, messages, transfer } = await withMessages(ctx, await conversationById(ctx, id));
  return toInboxThread(row, messages, transfer);
}

/** A conversation as an operator reads it; the customer's messages in it are seen from now on (they read "Seen"). */
export async function readConversation(ctx: AppContext, id: string): Promise<InboxThread> {
  const { row, messages, transfer } = await withMessages(ctx, await conversationById(ctx, id));
  const newestFromCustomer = messages.findLast((message) => !message.from_staff);
  const seq = BigInt(newestFromCustomer?.seq ?? 0);
  if (await markSeen(ctx.db, id, "staff_seen_seq", seq)) signalConversation(ctx, row.customer_id);
  const staffSeenSeq = seq > BigInt(row.staff_seen_seq) ? seq : row.staff_seen_seq;
  return toInboxThread({ ...row, staff_seen_seq: staffSeenSeq }, messages, transfer);
}

/** The conversation, locked: 404 when there is none, 409 when it is closed. */
async function lockOpen(trx: Trx, id: string): Promise<SupportConversation> {
  const conversation = await lockConversation(trx, id);
  if (!conversation) throw new AppError("not_found", "error.noSuchConversation");
  if (conversation.status === "closed") throw new AppError("conflict", "error.conversationIsClosed");
  return conversation;
}

/** 409 when another operator has taken the conversation: they answer it, unless it is taken over first. */
async function assertHandledBy(
  trx: Trx,
  conversation: SupportConversation,
  operator: Operator,
): Promise<void> {
  if (conversation.operator_id === null || conversation.operator_id === operator.id) return;
  const name = await firstNameOf(trx, conversation.operator_id);
  throw new AppError("conflict", { id: "error.conversationTakenByOther", values: { name } });
}

/** The operator takes the conversation (or takes it over from another); audited. */
export async function takeConversation(
  ctx: AppContext,
  operator: Operator,
  id: string,
): Promise<InboxThread> {
  const { customer_id: customerId } = await conversationById(ctx, id);
  const taken = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await lockOpen(trx, id);
    if (conversation.operator_id === operator.id) return false;
    await updateConversation(trx, id, { operator_id: operator.id });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "support.take",
      subjectType: "user",
      subjectId: customerId,
      before: { conversationId: id, operatorId: conversation.operator_id },
      after: { conversationId: id, operatorId: operator.id },
      ip: operator.ip,
    });
    return true;
  });
  if (taken) signalConversation(ctx, customerId);
  return inboxThreadOf(ctx, id);
}

/**
 * The operator answers, signed with their first name; an untaken conversation becomes theirs. The customer is
 * notified, and e-mailed (without the text) when they have no stream open to see it arrive. Audited.
 */
export async function answerConversation(
  ctx: AppContext,
  operator: Operator,
  id: string,
  text: string,
): Promise<InboxThread> {
  const { customer_id: customerId } = await conversationById(ctx, id);
  const customer = (await findUserById(ctx.db, customerId))!;
  const connected = await isConnected(ctx, customerId);
  const link = conversationPath(id);
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await lockOpen(trx, id);
    await assertHandledBy(trx, conversation, operator);
    const now = ctx.clock.now();
    const messageId = randomUUID();
    const seq = await insertMessage(trx, {
      id: messageId,
      conversation_id: id,
      author_id: operator.id,
      from_staff: true,
      author_name: operator.first_name,
      body: text,
      created_at: now,
    });
    // Answering reads what came before: the customer's messages are seen.
    await updateConversation(trx, id, {
      operator_id: operator.id,
      waiting_since: null,
      last_message_at: now,
      staff_seen_seq: seq,
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "support.answer",
      subjectType: "user",
      subjectId: customerId,
      after: { conversationId: id, messageId },
      ip: operator.ip,
    });
    await notify(trx, ctx, [
      {
        userId: customerId,
        kind: "support.reply",
        params: { name: operator.first_name, conversationId: id },
        link,
        ...(!connected && {
          mail: mailTemplates.supportReply(customer, operator.first_name, `${ctx.config.PUBLIC_URL}${link}`),
        }),
      },
    ]);
  });
  announce(ctx, [customerId]);
  signalConversation(ctx, customerId);
  return inboxThreadOf(ctx, id);
}

/** The operator closes the conversation; the customer starts a new one to write again. Audited. */
export async function closeConversation(
  ctx: AppContext,
  operator: Operator,
  id: string,
): Promise<InboxThread> {
  const { customer_id: customerId } = await conversationById(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await lockOpen(trx, id);
    await assertHandledBy(trx, conversation, operator);
    await updateConversation(trx, id, {
      status: "closed",
      closed_at: ctx.clock.now(),
      closed_by: operator.id,
      operator_id: operator.id,
      waiting_since: null,
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "support.close",
      subjectType: "user",
      subjectId: customerId,
      after: { conversationId: id },
      ip: operator.ip,
    });
  });
  signalConversation(ctx, customerId);
  return inboxThreadOf(ctx, id);
}
