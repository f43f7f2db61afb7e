export { limitCentsOf } from "./dollar-value";
export { assertFits, checkLimits, lockedMoneyOut } from "./limits.service";
