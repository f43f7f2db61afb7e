import { z } from "zod";
import { limits } from "../limits";
import { transactionItem } from "./transaction";

/**
 * Secure messages between a customer and the support team (`/api/support`, `/api/admin/support`). A message is plain
 * text, kept and shown exactly as written: never HTML, its links never made clickable.
 */

/** How many characters a text holds as a person counts them: an emoji is one, as PostgreSQL's char_length says. */
export const characterCount = (text: string): number => [...text].length;

const messageRequired = "Message is required";
const messageTooLong = `Message must be at most ${limits.supportMessageMax} characters`;

export const supportMessageText = z
  .string(messageRequired)
  .trim()
  .min(1, messageRequired)
  .refine((text) => characterCount(text) <= limits.supportMessageMax, messageTooLong)
  .describe(`Plain text, 1 to ${limits.supportMessageMax} characters; never read as HTML`);

/** `POST /api/support/conversations`: the first message, and the caller's transaction it is about, if any. */
export const startConversationBody = z.object({
  message: supportMessageText,
  transactionId: z
    .string("transactionId must be text")
    .trim()
    .min(1, "transactionId must be text")
    .max(100, "transactionId must be at most 100 characters")
    .optional()
    .describe("One of the caller's own transactions (its transactionId), shown in the thread"),
});
export type StartConversationBody = z.infer<typeof startConversationBody>;

/** `POST /api/support/conversations/{id}/messages` and the staff's answer. */
export const supportMessageBody = z.object({ message: supportMessageText });
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

export const conversationParams = z.object({ id: z.string().min(1).max(100) });

export const conversationStatuses = ["open", "closed"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

export const supportMessage = z.object({
  id: z.string(),
  from: z.enum(["customer", "staff"]),
  author: z.string().describe("The writer's first name: a staff answer is signed with it"),
  text: z.string().describe("Exactly as written; show it as text, never as HTML"),
  createdAt: z.iso.datetime(),
  seen: z.boolean().describe("Whether the other side has read it"),
});
export type SupportMessage = z.infer<typeof supportMessage>;

const conversationFields = {
  id: z.string(),
  status: z.enum(conversationStatuses),
  transactionId: z.string().nullable().describe("The caller's transaction the conversation is about"),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  lastMessage: supportMessage.omit({ seen: true }),
};

/** A conversation as the customer's list shows it. */
export const conversationSummary = z.object({
  ...conversationFields,
  unread: z.number().int().describe("The team's messages the customer has not read yet"),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationList = z.object({
  conversations: z
    .array(conversationSummary)
    .describe(`Latest activity first, at most ${limits.supportListRows}`),
});
export type ConversationList = z.infer<typeof conversationList>;

/** One conversation with its messages, oldest first, and the transaction it is about. */
export const conversationThread = z.object({
  ...conversationFields,
  unread: z.number().int(),
  transaction: transactionItem.nullable(),
  messages: z.array(supportMessage).describe("Oldest first"),
});
export type ConversationThread = z.infer<typeof conversationThread>;

/** The operator who has taken a conversation: their first name, as their answers are signed. */
const handler = z.object({ id: z.string(), firstName: z.string() }).nullable();

const inboxCustomer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountNumber: z.string(),
});

export const inboxQuery = z.object({
  status: z.enum(conversationStatuses, 'status must be "open" or "closed"').default("open"),
});

/** A conversation as the back office's inbox lists it. */
export const inboxItem = z.object({
  ...conversationFields,
  customer: inboxCustomer,
  operator: handler,
  waitingSince: z.iso
    .datetime()
    .nullable()
    .describe("Since when the customer has waited for an answer; null when the team wrote last"),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inbox = z.object({
  conversations: z
    .array(inboxItem)
    .describe(
      `Open: those waiting for an answer first, the longest waiting first, then the others by their last message, oldest first. Closed: the latest closed first. At most ${limits.supportListRows}.`,
    ),
});
export type Inbox = z.infer<typeof inbox>;

/** A conversation as an operator reads it, with whom it is with and who handles it. */
export const inboxThread = conversationThread.omit({ unread: true }).extend({
  customer: inboxCustomer,
  operator: handler,
  waitingSince: z.iso.datetime().nullable(),
});
export type InboxThread = z.infer<typeof inboxThread>;
