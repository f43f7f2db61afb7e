import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import type {
  ConversationList,
  ConversationThread,
  StartConversationBody,
  SupportMessageBody,
} from "@larkspur/shared/schemas/support";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { supportSignals } from "../events";
import { markReadWhereSeen } from "../notifications";
import { ownTransfer } from "../transfers";
import {
  type ConversationRow,
  customerMessageTimes,
  findConversation,
  findTransfer,
  insertConversation,
  insertMessage,
  listConversationsOf,
  listMessages,
  lockConversation,
  lockCustomerForMessages,
  markSeen,
  updateConversation,
} from "./support.repo";
import { toConversationSummary, toConversationThread } from "./support-view";

const HOUR_MS = 3_600_000;

/** The app page of one conversation: where its notification leads, and the link its e-mail gives. */
export const conversationPath = (conversationId: string) => `/support/${conversationId}`;

/** Tells the conversation's customer and the staff's inbox that it changed (after the commit). */
export function signalConversation(ctx: AppContext, customerId: string): void {
  ctx.events.signal([supportSignals.ofCustomer(customerId), supportSignals.inbox]);
}

/** The conversation; 404 when there is none by that id. */
export async function conversationById(ctx: AppContext, id: string): Promise<ConversationRow> {
  const row = isUuid(id) ? await findConversation(ctx.db, id) : undefined;
  if (!row) throw new AppError("not_found", "error.noSuchConversation");
  return row;
}

/** The caller's own conversation; 403 when it is another customer's. */
async function ownConversation(ctx: AppContext, caller: User, id: string): Promise<ConversationRow> {
  const row = await conversationById(ctx, id);
  if (row.customer_id !== caller.id) throw new AppError("forbidden", "error.notOwnConversation");
  return row;
}

/** The conversation's messages and the transaction it is about. */
export async function withMessages(ctx: AppContext, row: ConversationRow) {
  const [messages, transfer] = await Promise.all([
    listMessages(ctx.db, row.id),
    row.transfer_id ? findTransfer(ctx.db, row.transfer_id) : undefined,
  ]);
  return { row, messages, transfer };
}

async function threadOf(ctx: AppContext, id: string): Promise<ConversationThread> {
  const { row, messages, transfer } = await withMessages(ctx, await conversationById(ctx, id));
  return toConversationThread(row, messages, transfer);
}

/**
 * 429 once the customer has written `supportMessagesPerHour` messages in the last hour, saying when the next may go.
 * Called under the customer's lock, so racing messages are counted one after the other.
 */
async function assertMayWrite(trx: Trx, customerId: string, now: Date): Promise<void> {
  const times = await customerMessageTimes(trx, customerId, new Date(now.getTime() - HOUR_MS));
  const limit = limits.supportMessagesPerHour;
  if (times.length < limit) return;
  const freeAt = times[times.length - limit]!.getTime() + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError(
    "rate_limited",
    { id: "error.tooManySupportMessages", values: { limit, minutes: Math.ceil(seconds / 60) } },
    { retryAfterSeconds: seconds },
  );
}

/** The caller's conversations, latest activity first. */
export async function listOwnConversations(ctx: AppContext, caller: User): Promise<ConversationList> {
  const rows = await listConversationsOf(ctx.db, caller.id, limits.supportListRows);
  return { conversations: rows.map(toConversationSummary) };
}

/** A new conversation with its first message, about one of the caller's transactions when one is named. */
export async function startConversation(
  ctx: AppContext,
  caller: User,
  body: StartConversationBody,
): Promise<ConversationThread> {
  const transfer = body.transactionId ? await ownTransfer(ctx, caller.id, body.transactionId) : undefined;
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await lockCustomerForMessages(trx, caller.id);
    await assertMayWrite(trx, caller.id, now);
    await insertConversation(trx, {
      id,
      customer_id: caller.id,
      transfer_id: transfer?.id ?? null,
      status: "open",
      waiting_since: now,
      last_message_at: now,
      created_at: now,
    });
    await insertMessage(trx, customerMessage(caller, id, body.message, now));
  });
  signalConversation(ctx, caller.id);
  return threadOf(ctx, id);
}

function customerMessage(caller: User, conversationId: string, text: string, now: Date) {
  return {
    id: randomUUID(),
    conversation_id: conversationId,
    author_id: caller.id,
    from_staff: false,
    author_name: caller.first_name,
    body: text,
    created_at: now,
  };
}

/** The caller writes in their own open conversation; a closed one is over (409), a new one is started instead. */
export async function writeToConversation(
  ctx: AppContext,
  caller: User,
  id: string,
  body: SupportMessageBody,
): Promise<ConversationThread> {
  await ownConversation(ctx, caller, id);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await lockCustomerForMessages(trx, caller.id);
    await assertMayWrite(trx, caller.id, now);
    const conversation = (await lockConversation(trx, id))!;
    if (conversation.status === "closed") throw new AppError("conflict", "error.conversationClosed");
    const seq = await insertMessage(trx, customerMessage(caller, id, body.message, now));
    // Writing answers what came before: the customer has seen it.
    await updateConversation(trx, id, {
      last_message_at: now,
      waiting_since: conversation.waiting_since ?? now,
      customer_seen_seq: seq,
    });
  });
  signalConversation(ctx, caller.id);
  return threadOf(ctx, id);
}

/**
 * The caller's conversation, read: the team's answers in it are seen from now on (they read "Seen" in the back
 * office) and the notifications that told of them are marked read.
 */
export async function readOwnConversation(
  ctx: AppContext,
  caller: User,
  id: string,
): Promise<ConversationThread> {
  const { row, messages, transfer } = await withMessages(ctx, await ownConversation(ctx, caller, id));
  const newest = BigInt(messages.at(-1)!.seq);
  const [seen, notificationsRead] = await Promise.all([
    markSeen(ctx.db, id, "customer_seen_seq", newest),
    markReadWhereSeen(ctx, caller.id, conversationPath(id)),
  ]);
  if (seen || notificationsRead) signalConversation(ctx, caller.id);
  const read = { ...row, customer_seen_seq: newest, unread: "0" };
  return toConversationThread(read, messages, transfer);
}
