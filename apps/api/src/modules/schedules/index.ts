export { runDueSchedules } from "./schedule-runs";
export { schedulesRoutes } from "./schedules.routes";
export { kickScheduledRuns, startScheduledRuns } from "./schedules-job";
