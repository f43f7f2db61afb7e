export { accountNotices } from "./account-notices";
export { formatMinorUnits } from "./money-in-words";
export { notificationsRoutes } from "./notifications.routes";
export type { Notice } from "./notifications.service";
export {
  announce,
  markReadWhereSeen,
  noticeRecordsOf,
  notify,
  renderNotification,
} from "./notifications.service";
export {
  countUnread,
  findNotificationsAfter,
  noticeMailsInsert,
  notificationRowsInsert,
} from "./records.service";
