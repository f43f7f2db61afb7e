export { adminRatesRoutes, ratesRoutes } from "./rates.routes";
export { freshRatesOf } from "./rates.service";
export { expectedRatesDate, startRatesFetching } from "./rates-job";
export { newestRatesOf } from "./records.service";
