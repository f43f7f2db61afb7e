export { supportInboxRoutes, supportRoutes } from "./support.routes";
