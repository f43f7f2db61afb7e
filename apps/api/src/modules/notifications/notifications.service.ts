import { mainCurrency } from "@larkspur/shared/currencies";
import type { Locale } from "@larkspur/shared/locales";
import type {
  MarkReadBody,
  NotificationItem,
  NotificationKind,
  NotificationParams,
  NotificationsPage,
} from "@larkspur/shared/schemas/notifications";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, NotificationRow, User } from "../../db/types";
import { type TextValues, translate } from "../../lib/i18n";
import { isUuid } from "../../lib/ids";
import type { OutgoingMail } from "../mail";
import { formatMinorUnits } from "./money-in-words";
import {
  countUnread,
  insertNotificationsAndMails,
  listNotifications,
  markNotificationsRead,
  markNotificationsReadAt,
  type NotificationWrite,
  noticeRecords,
} from "./notifications.repo";

export { findNotificationsAfter } from "./notifications.repo";

/** One event to tell a user of: the row's facts, the app path it links to, and its e-mail (if it has one). */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  mail?: OutgoingMail;
}

/** The preference that may hold back a kind's e-mail; account and security kinds have none: always mailed. */
function preferenceOf(kind: NotificationKind): NotificationWrite["preference"] {
  if (kind === "payment.received" || kind.startsWith("deposit.")) return "email_money_in";
  if (kind.startsWith("transfer.") || kind === "payment.sent") return "email_money_out";
  if (kind.startsWith("request.")) return "email_requests";
  return undefined;
}

function writesOf(ctx: AppContext, notices: Notice[]): NotificationWrite[] {
  const createdAt = ctx.clock.now();
  return notices.map((notice) => ({
    userId: notice.userId,
    kind: notice.kind,
    params: { ...notice.params },
    link: notice.link,
    createdAt,
    mail: notice.mail,
    preference: preferenceOf(notice.kind),
  }));
}

/**
 * Writes the notices' rows and their e-mails in one statement inside the caller's trx, so an event site gains no
 * round trip. After the commit, the caller calls `announce` with the answered user ids.
 */
export async function notify(trx: Kysely<Database>, ctx: AppContext, notices: Notice[]): Promise<string[]> {
  if (notices.length === 0) return [];
  await insertNotificationsAndMails(trx, writesOf(ctx, notices));
  return notices.map((notice) => notice.userId);
}

/**
 * The notices' rows and e-mails as one value (`noticeRecords`) for a statement the caller writes itself with
 * `notificationRowsInsert` and `noticeMailsInsert`, for an event site whose change is one statement already (a
 * transfer's or payment's confirmation).
 */
export function noticeRecordsOf(ctx: AppContext, notices: Notice[]): string {
  return noticeRecords(writesOf(ctx, notices));
}

/**
 * After the trx that notified them committed: their e-mails go out now rather than at the next poll, and their open
 * event streams are told (fire and forget; a lost event is caught up from the rows).
 */
export function announce(ctx: AppContext, userIds: readonly string[]): void {
  ctx.mailer.deliverSoon();
  ctx.events.publish(userIds);
}

/** The values a kind's texts name, each in the reader's language: the amount as it writes money, the reason. */
function valuesOf(locale: Locale, params: NotificationParams): TextValues {
  const { amount, currency, reason, ...facts } = params;
  const values: TextValues = { ...facts };
  if (amount !== undefined) values.amount = formatMinorUnits(locale, amount, currency ?? mainCurrency);
  if (reason !== undefined) values.reason = translate(locale, { id: reason as never });
  return values;
}

/** A notification as the API answers it, its title and body in the reader's language of the moment. */
export function renderNotification(locale: Locale, row: NotificationRow): NotificationItem {
  const values = valuesOf(locale, row.params);
  return {
    id: row.id,
    kind: row.kind,
    title: translate(locale, { id: `notification.${row.kind}.title`, values }),
    body: translate(locale, { id: `notification.${row.kind}.body`, values }),
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The caller's notifications newest first, a page at a time, with how many are unread. */
export async function listNotificationsOf(
  ctx: AppContext,
  user: User,
  cursor: string | undefined,
): Promise<NotificationsPage> {
  const [rows, unread] = await Promise.all([
    listNotifications(
      ctx.db,
      user.id,
      NOTIFICATIONS_PAGE_SIZE + 1,
      cursor === undefined ? undefined : BigInt(cursor),
    ),
    countUnread(ctx.db, user.id),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
  return {
    items: page.map((row) => renderNotification(user.language, row)),
    unread,
    nextCursor: more ? String(page.at(-1)!.seq) : null,
  };
}

/** Marks the caller's own notifications read (ids naming no notification of theirs change nothing). */
export async function markRead(ctx: AppContext, user: User, body: MarkReadBody): Promise<{ unread: number }> {
  const ids = "ids" in body ? body.ids.filter(isUuid) : "all";
  if (ids === "all" || ids.length > 0) await markNotificationsRead(ctx.db, user.id, ids, ctx.clock.now());
  return { unread: await countUnread(ctx.db, user.id) };
}

/**
 * Marks read the user's notifications that lead to a page they have just read (a support conversation): what they
 * tell of is seen. Answers whether any was unread.
 */
export function markReadWhereSeen(ctx: AppContext, userId: string, link: string): Promise<boolean> {
  return markNotificationsReadAt(ctx.db, userId, link, ctx.clock.now());
}
