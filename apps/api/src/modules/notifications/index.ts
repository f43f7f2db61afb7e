export { announce, type Notice, notify } from "./notifications.service";
