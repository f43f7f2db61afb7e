export { accountThrottleKey, checkUnderCooldown, clearCooldown } from "./password-cooldown";
