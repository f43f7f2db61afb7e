export { conversionOf, isConversionTarget } from "./conversion-view";
export { conversionsRoutes } from "./conversions.routes";
export { forgetOldQuotes } from "./conversions.service";
