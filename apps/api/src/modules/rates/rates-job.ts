import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { RatesFileError } from "./ecb-rates";
import { newestRatesDate } from "./rates.repo";
import { readRatesFile, storeRates } from "./rates.service";

const QUEUE = "rates-fetch";
/** The ECB publishes around 16:00 CET; a little later its file surely holds the day. */
const PUBLISHED_BY_HOUR = 16;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_FILE_BYTES = 1_000_000;

const berlinParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

/**
 * The newest day whose rates the ECB should have published by `now`: today (Frankfurt time) once it is a working day
 * past publication, else the working day before. TARGET holidays are not known here: on one, the file simply holds
 * the day before, and the next run tries again.
 */
export function expectedRatesDate(now: Date): string {
  const parts = Object.fromEntries(berlinParts.formatToParts(now).map((part) => [part.type, part.value]));
  let day = new Date(`${parts.year}-${parts.month}-${parts.day}T00:00:00Z`);
  const weekday = day.getUTCDay();
  const publishedToday = weekday >= 1 && weekday <= 5 && Number(parts.hour) >= PUBLISHED_BY_HOUR;
  if (!publishedToday) {
    do day = new Date(day.getTime() - 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  }
  return day.toISOString().slice(0, 10);
}

/**
 * Fetches FX_RATES_URL and stores its rates, unless the newest stored day is already the one expected. A failure
 * (offline, the ECB down, a file that does not read) is logged and left to the next run.
 */
export async function fetchRatesIfDue(ctx: AppContext): Promise<void> {
  const url = ctx.config.FX_RATES_URL;
  if (!url) return;
  const expected = expectedRatesDate(ctx.clock.now());
  const newest = await newestRatesDate(ctx.db);
  if (newest !== undefined && newest >= expected) return;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the rates server answered ${response.status}`);
    const xml = await response.text();
    if (xml.length > MAX_FILE_BYTES) throw new Error("the rates file is too large");
    const days = readRatesFile(ctx, xml);
    const written = await storeRates(ctx, days, "ECB");
    ctx.log.info({ url, date: days[0]!.date, rates: written }, "Exchange rates fetched");
  } catch (error) {
    const reason =
      error instanceof RatesFileError ? error.text.id : String((error as Error).message ?? error);
    ctx.log.warn({ url, reason }, "Exchange rates could not be fetched; the next run tries again");
  }
}

/**
 * Every 30 minutes one instance checks whether a newer day is due and fetches it; an instance that starts checks at
 * once itself, so a server started after days off catches up without waiting. That first check is not a queued job:
 * one queued by a process that stopped meanwhile could hold the queue's slot, and the rates would wait for the next
 * half hour.
 */
export async function startRatesFetching(ctx: AppContext): Promise<void> {
  if (!ctx.config.FX_RATES_URL) return;
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "*/30 * * * *");
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 5 },
    tracked(ctx.jobs, async () => {
      await fetchRatesIfDue(ctx);
    }),
  );
  const checkAtStart = tracked(ctx.jobs, () => fetchRatesIfDue(ctx));
  checkAtStart(undefined).catch((error: unknown) =>
    ctx.log.warn({ err: error }, "Exchange rates could not be checked at start; the next run tries again"),
  );
}
