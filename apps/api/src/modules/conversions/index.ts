export type { ConversionAmounts } from "./conversion-math";
export { conversionsRoutes } from "./conversions.routes";
export { forgetOldQuotes } from "./conversions.service";
