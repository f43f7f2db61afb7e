export { startDraining } from "./draining";
export { healthRoutes } from "./health.routes";
