export { WRONG_CODES_REASON } from "./account-holds";
export {
  findPasswordHash,
  findUserByAccountNumber,
  findUserByEmail,
  findUserById,
  insertUser,
  listStaffUsers,
  lockUser,
  updateUser,
} from "./records.service";
export { usersRoutes } from "./users.routes";
export { currentUserView, userById } from "./users.service";
