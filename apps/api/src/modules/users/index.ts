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
export { currentUserView } from "./users.service";
