export { findUserById, lockUser } from "./users.repo";
export { userById } from "./users.service";
