export { findUserById, lockUser } from "./users.repo";
