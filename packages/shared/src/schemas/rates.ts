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

/** A rates file loaded by hand, waiting for a different operator's approval before its rates are used. */
export const ratesStaged = z.object({
  loadId: z.string(),
  status: z.literal("Awaiting approval"),
  /** The days the file holds, newest first. */
  dates: z.array(z.string()),
  /** How many rates the file holds. */
  rates: z.number().int(),
  sha256: z.string().describe("SHA-256 of the file as uploaded"),
});
export type RatesStaged = z.infer<typeof ratesStaged>;

export const rateLoadParams = z.object({ loadId: z.string().min(1).max(100) });

export const ratesLoaded = z.object({
  loadId: z.string(),
  status: z.literal("Approved"),
  /** The days the file held, newest first. */
  dates: z.array(z.string()),
  /** How many rates were written: a day the ECB published is never replaced, a day loaded by hand is. */
  rates: z.number().int(),
});
export type RatesLoaded = z.infer<typeof ratesLoaded>;

/** A staged rates file turned down, with why: its rates are never written. */
export const rejectRatesBody = z.object({ reason });
export const ratesRejected = z.object({ loadId: z.string(), status: z.literal("Rejected") });
export type RatesRejected = z.infer<typeof ratesRejected>;

/** A staged rates file as the back office lists it. */
export const stagedRates = z.object({
  loadId: z.string(),
  sha256: z.string(),
  dates: z.array(z.string()),
  rates: z.array(z.object({ currency: z.string(), rate: z.number() })).describe("The newest day's rates"),
  reason: z.string(),
  loadedBy: z.object({ id: z.string(), email: z.string() }),
  loadedAt: z.iso.datetime(),
});
export type StagedRates = z.infer<typeof stagedRates>;

export const stagedRatesList = z.object({
  items: z.array(stagedRates).describe("Rates files waiting for approval, oldest first"),
});
export type StagedRatesList = z.infer<typeof stagedRatesList>;
