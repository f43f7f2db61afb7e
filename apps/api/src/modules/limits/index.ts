export { limitCentsOf } from "./dollar-value";
export { assertFits, lockedMoneyOut } from "./limits.service";
