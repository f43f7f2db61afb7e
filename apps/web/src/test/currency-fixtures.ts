import type { AdminRatesView } from "@larkspur/shared/schemas/rates";

/** The reference rates the back office shows: the newest day, fetched, and one loaded by hand before it. */
export const referenceRates: AdminRatesView = {
  base: "EUR",
  date: "2026-03-05",
  source: "ECB",
  loadedAt: "2026-03-05T15:05:00.000Z",
  days: [
    { date: "2026-03-05", source: "ECB", loadedAt: "2026-03-05T15:05:00.000Z", currencies: 3 },
    { date: "2026-03-04", source: "Manual", loadedAt: "2026-03-05T09:00:00.000Z", currencies: 30 },
  ],
  rates: [
    { currency: "USD", rate: 1.0879 },
    { currency: "JPY", rate: 161.52 },
    { currency: "GBP", rate: 0.85583 },
  ],
};
