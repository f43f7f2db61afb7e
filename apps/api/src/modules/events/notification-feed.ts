import type { AppContext } from "../../context";
import { countUnread, findNotificationsAfter, renderNotification } from "../notifications";
import type { NotificationFeed } from "./event-stream";
import { latestNotificationSeq, readerLanguage } from "./events.repo";

/**
 * The stream's view of the notification rows: each as GET /api/notifications renders it (in the reader's language of
 * the moment), with the unread count.
 */
export function notificationFeed(ctx: AppContext): NotificationFeed {
  return {
    latestSeq: (userId) => latestNotificationSeq(ctx.db, userId),
    async after(userId, afterSeq, limit) {
      const rows = await findNotificationsAfter(ctx.db, userId, afterSeq, limit);
      if (rows.length === 0) return [];
      const [unread, language] = await Promise.all([
        countUnread(ctx.db, userId),
        readerLanguage(ctx.db, userId),
      ]);
      return rows.map((row) => ({
        seq: BigInt(row.seq),
        data: JSON.stringify({ ...renderNotification(language, row), unread }),
      }));
    },
  };
}
