export { WRONG_CODES_REASON } from "./account-holds";
export type { PayeeAccount } from "./records.service";
export {
  findPasswordHash,
  findUserByAccountNumber,
  findUserByEmail,
  findUserById,
  insertUser,
  listStaffUsers,
  lockUser,
  payees,
  updateUser,
} from "./records.service";
export { usersRoutes } from "./users.routes";
export { currentUserView, userById } from "./users.service";
