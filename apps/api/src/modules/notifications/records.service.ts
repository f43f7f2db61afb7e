import * as notificationsRows from "./notifications.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const countUnread: typeof notificationsRows.countUnread = (...args) =>
  notificationsRows.countUnread(...args);
export const findNotificationsAfter: typeof notificationsRows.findNotificationsAfter = (...args) =>
  notificationsRows.findNotificationsAfter(...args);
/** The notices' rows and their mails as data-modifying CTEs, for a statement of another module that writes them. */
export const notificationRowsInsert: typeof notificationsRows.notificationRowsInsert = (...args) =>
  notificationsRows.notificationRowsInsert(...args);
export const noticeMailsInsert: typeof notificationsRows.noticeMailsInsert = (...args) =>
  notificationsRows.noticeMailsInsert(...args);
