import { z } from "zod";
import { reason } from "./admin";

/** The reference rates of one day: how many units of each currency one euro buys (the ECB's quotation). */
export const ratesView = z.object({
  base: z.literal("EUR"),
  /** The rates' day, YYYY-MM-DD; null before any rates were loaded. */
  date: z.string().nullable(),
  /** "ECB" when fetched from the European Central Bank, "Manual" when an operator loaded a file. */
  source: z.enum(["ECB", "Manual"]).nullable(),
  rates: z.array(z.object({ currency: z.string(), rate: z.number() })),
});
export type RatesView = z.infer<typeof ratesView>;

export const adminRatesQuery = z.object({
  date: z.iso.date("Enter a date as YYYY-MM-DD").optional(),
});

export const adminRatesView = ratesView.extend({
  loadedAt: z.iso.datetime().nullable(),
  /** The latest days with rates, newest first. */
  days: z.array(
    z.object({
      date: z.string(),
      source: z.enum(["ECB", "Manual"]),
      loadedAt: z.iso.datetime(),
      currencies: z.number().int(),
    }),
  ),
});
export type AdminRatesView = z.infer<typeof adminRatesView>;

/** An operator loads an ECB rates file (eurofxref-daily.xml or eurofxref-hist-90d.xml) by hand, saying why. */
export const loadRatesBody = z.object({
  xml: z.string("Choose an ECB rates file").min(1, "Choose an ECB rates file").max(1_000_000),
  reason,
});
export type LoadRatesBody = z.infer<typeof loadRatesBody>;

export const loadRatesQuery = z.object({ reason: reason.optional() });

export const ratesLoaded = z.object({
  /** The days the file held, newest first. */
  dates: z.array(z.string()),
  /** How many rates were written (a day the ECB job had already stored is replaced). */
  rates: z.number().int(),
});
export type RatesLoaded = z.infer<typeof ratesLoaded>;
