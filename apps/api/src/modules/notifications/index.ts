export { formatMinorUnits } from "./money-in-words";
export { announce, type Notice, notify } from "./notifications.service";
