export { usersRoutes } from "./users.routes";
export { currentUserView } from "./users.service";
