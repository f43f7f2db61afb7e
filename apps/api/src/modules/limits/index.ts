export { limitCentsOf } from "./dollar-value";
export { limitsRoutes } from "./limits.routes";
export { assertFits, checkLimits } from "./limits.service";
export type { MoneyOut } from "./records.service";
