export { profileCompletenessRoutes, recipientsRoutes } from "./recipients.routes";
