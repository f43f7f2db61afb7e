export { limitCentsOf } from "./dollar-value";
export { limitsRoutes } from "./limits.routes";
export { assertFits, checkLimits, fitsLimits, lockedMoneyOut } from "./limits.service";
export type { MoneyOut } from "./records.service";
