export { limitCentsOf } from "./dollar-value";
export { checkLimits } from "./limits.service";
