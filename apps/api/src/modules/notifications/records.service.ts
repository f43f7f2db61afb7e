import * as notificationsRows from "./notifications.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const countUnread: typeof notificationsRows.countUnread = (...args) =>
  notificationsRows.countUnread(...args);
export const findNotificationsAfter: typeof notificationsRows.findNotificationsAfter = (...args) =>
  notificationsRows.findNotificationsAfter(...args);
