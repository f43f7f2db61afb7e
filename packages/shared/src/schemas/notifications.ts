import { z } from "zod";

/** Every event a customer is told of; each has a title and a body in the API's catalogues. */
export const notificationKinds = [
  "transfer.pending",
  "transfer.completed",
  "transfer.cancelled",
  "payment.sent",
  "payment.received",
  "request.received",
  "request.paid",
  "request.declined",
  "deposit.credited",
  "deposit.bank-transfer",
  "transfer.returned",
  "account.held",
  "account.released",
  "security.new-device",
  "security.password-changed",
  "security.email-changed",
  "support.reply",
  "schedule.skipped",
  "schedule.paused",
  "card.authorized",
  "card.declined",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The facts a notification is rendered from: amounts as strings of the currency's minor unit, the other side's name
 * ("Grace H."), references, and a cancellation's reason as the id of its text.
 */
export interface NotificationParams {
  amount?: string;
  currency?: string;
  name?: string;
  transactionId?: string;
  requestId?: string;
  reason?: string;
  conversationId?: string;
  /** The receiving bank's words for returning a transfer, shown as they are. */
  returnReason?: string;
  /** A card's last four digits. */
  last4?: string;
}

/** The e-mail categories a customer may turn off; account and security mails are always sent. */
export const emailPreferenceNames = ["moneyIn", "moneyOut", "requests"] as const;
export type EmailPreferenceName = (typeof emailPreferenceNames)[number];

export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string().describe("In the reader's language"),
  body: z.string().describe("In the reader's language"),
  link: z
    .string()
    .describe(
      "An app path: /transactions/<transactionId>, /pay/<requestId>, /request-money, /security or /support/<conversationId>",
    ),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, "The cursor must be the nextCursor of an earlier page")
    .optional()
    .describe("The nextCursor of the page before; the newest page without it"),
});

export const notificationsPage = z.object({
  items: z.array(notificationItem).describe("Newest first"),
  unread: z.number().int().describe("How many of the caller's notifications are unread"),
  nextCursor: z
    .string()
    .nullable()
    .describe("Pass as cursor for the next, older page; null on the last page"),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

const idsMessage = '"ids" must be a list of 1 to 100 notification ids';
const markReadMessage = 'Send "ids" with the notifications to mark as read, or "all": true';
const ids = z
  .array(z.string(idsMessage).max(100, idsMessage), idsMessage)
  .min(1, idsMessage)
  .max(100, idsMessage);

/** `POST /api/notifications/read`: some notifications by id, or all of them, and nothing else. */
export const markReadBody = z.union(
  [
    z.strictObject({ ids }, markReadMessage),
    z.strictObject({ all: z.literal(true, '"all" must be true') }, markReadMessage),
  ],
  markReadMessage,
);
export type MarkReadBody = z.infer<typeof markReadBody>;

export const unreadCount = z.object({ unread: z.number().int() });
