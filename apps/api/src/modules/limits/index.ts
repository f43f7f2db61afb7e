export { limitCentsOf } from "./dollar-value";
export { limitsRoutes } from "./limits.routes";
export {
  assertFits,
  checkLimits,
  fitsLimits,
  lockedMoneyOut,
  overLimitRefusal,
  standardLimits,
} from "./limits.service";
export type { MoneyOut } from "./records.service";
export { moneyOutColumns, moneyOutOf } from "./records.service";
