export { statementsRoutes } from "./statements.routes";
export { historyCsv } from "./statements.service";
