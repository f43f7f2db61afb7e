import * as ratesRows from "./rates.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const newestRatesOf: typeof ratesRows.newestRatesOf = (...args) => ratesRows.newestRatesOf(...args);
