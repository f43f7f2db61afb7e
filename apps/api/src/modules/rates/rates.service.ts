import type { Currency } from "@larkspur/shared/currencies";
import type { AdminRatesView, RatesView } from "@larkspur/shared/schemas/rates";
import type { AppContext } from "../../context";
import type { RatesSource } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { type DayRates, parseEcbRates, RatesFileError } from "./ecb-rates";
import {
  newestRatesDate,
  newestRatesOf,
  ratesOn,
  recentRateDays,
  type StoredRate,
  storeDayRates,
} from "./rates.repo";

/** Rates older than this are not converted at: the ECB publishes every working day. */
export const RATES_MAX_AGE_DAYS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function viewOf(rows: StoredRate[]): RatesView {
  const first = rows[0];
  return {
    base: "EUR",
    date: first?.rate_date ?? null,
    source: first ? (rows.some((row) => row.source === "Manual") ? "Manual" : "ECB") : null,
    rates: rows.map((row) => ({ currency: row.currency, rate: Number(row.rate) })),
  };
}

/** The newest day's reference rates, for anyone signed in. */
export async function currentRates(ctx: AppContext): Promise<RatesView> {
  const date = await newestRatesDate(ctx.db);
  return viewOf(date ? await ratesOn(ctx.db, date) : []);
}

/** One day's rates (the newest by default) with when they were loaded, and the latest days, for the back office. */
export async function ratesForStaff(ctx: AppContext, date?: string): Promise<AdminRatesView> {
  const day = date ?? (await newestRatesDate(ctx.db));
  const rows = day ? await ratesOn(ctx.db, day) : [];
  const days = await recentRateDays(ctx.db, 30);
  const loadedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.loaded_at ? latest : row.loaded_at),
    null,
  );
  return {
    ...viewOf(rows),
    loadedAt: loadedAt?.toISOString() ?? null,
    days: days.map((row) => ({
      date: row.date,
      source: row.source,
      loadedAt: row.loaded_at.toISOString(),
      currencies: row.currencies,
    })),
  };
}

/** Reads a rates file, refusing one dated after today: rates are published, never announced. */
export function readRatesFile(ctx: AppContext, xml: string): DayRates[] {
  const days = parseEcbRates(xml);
  const today = utcDay(ctx.clock.now());
  const future = days.find((day) => day.date > today);
  if (future) throw new RatesFileError({ id: "error.ratesFileFutureDate", values: { date: future.date } });
  return days;
}

/** Stores a file's rates; answers how many were written. */
export function storeRates(ctx: AppContext, days: DayRates[], source: RatesSource): Promise<number> {
  return storeDayRates(ctx.db, days, source);
}

/** Whether rates of this day may still be converted at. */
export function areFresh(date: string, now: Date): boolean {
  return now.getTime() - Date.parse(`${date}T00:00:00Z`) < RATES_MAX_AGE_DAYS * DAY_MS;
}

/** Each currency's rate per euro (EUR itself is 1), refused with 409 unless younger than four days. */
export async function freshRatesOf(
  ctx: AppContext,
  currencies: Currency[],
): Promise<Map<Currency, { rate: string; date: string }>> {
  const wanted = currencies.filter((currency) => currency !== "EUR");
  const rows = await newestRatesOf(ctx.db, wanted);
  const now = ctx.clock.now();
  const found = new Map<Currency, { rate: string; date: string }>([
    ["EUR", { rate: "1", date: utcDay(now) }],
  ]);
  for (const row of rows) {
    if (areFresh(row.rate_date, now))
      found.set(row.currency as Currency, { rate: row.rate, date: row.rate_date });
  }
  if (currencies.some((currency) => !found.has(currency))) {
    throw new AppError("rates_out_of_date", "error.ratesOutOfDate");
  }
  return found;
}
