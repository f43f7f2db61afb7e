export { userById } from "./users.service";
