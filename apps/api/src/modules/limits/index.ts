export { limitCentsOf } from "./dollar-value";
export { limitsRoutes } from "./limits.routes";
export { assertFits, checkLimits, lockedMoneyOut } from "./limits.service";
export type { MoneyOut } from "./records.service";
export { moneyOutColumns, moneyOutOf } from "./records.service";
