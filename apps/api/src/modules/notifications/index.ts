export { accountNotices } from "./account-notices";
export { formatMinorUnits } from "./money-in-words";
export { noticeMailsInsert, notificationRowsInsert } from "./notifications.repo";
export { notificationsRoutes } from "./notifications.routes";
export type { Notice } from "./notifications.service";
export {
  announce,
  markReadWhereSeen,
  noticeRecordsOf,
  notify,
  renderNotification,
} from "./notifications.service";
export { countUnread, findNotificationsAfter } from "./records.service";
