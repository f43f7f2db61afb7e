export type { Decimal } from "./conversion-math";
export { parseDecimal } from "./conversion-math";
export { conversionOf, isConversionTarget } from "./conversion-view";
export { conversionsRoutes } from "./conversions.routes";
export { forgetOldQuotes } from "./conversions.service";
