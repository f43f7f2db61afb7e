import { type Kysely, sql } from "kysely";
import type { Database, RatesSource } from "../../db/types";
import type { DayRates } from "./ecb-rates";

type Db = Kysely<Database>;

export interface StoredRate {
  currency: string;
  rate: string;
  rate_date: string;
  source: RatesSource;
  loaded_at: Date;
}

/** The days' rates as the one statement that stores them takes them: a column per field. */
function rowsOf(days: DayRates[]) {
  const rows = days.flatMap((day) => day.rates.map((rate) => ({ ...rate, date: day.date })));
  return sql`unnest(${rows.map((row) => row.currency)}::text[], ${rows.map((row) => row.date)}::date[],
      ${rows.map((row) => row.rate)}::numeric[]) as given (currency, rate_date, rate)`;
}

const rateCount = (days: DayRates[]) => days.reduce((count, day) => count + day.rates.length, 0);

/**
 * Stores the days' rates in one statement. Rates fetched from the ECB never change a stored day; an operator's approved
 * load replaces the rates of days loaded by hand, as a correction, and never a day the ECB published. Answers how
 * many rates were written.
 */
export async function storeDayRates(db: Db, days: DayRates[], source: RatesSource): Promise<number> {
  return (await storeRatesReturning(db, days, source)).length;
}

/** As `storeDayRates`, answering each rate written, as stored. */
export async function storeRatesReturning(
  db: Db,
  days: DayRates[],
  source: RatesSource,
): Promise<{ date: string; currency: string; rate: string }[]> {
  if (rateCount(days) === 0) return [];
  const onConflict =
    source === "Manual"
      ? sql`do update set rate = excluded.rate, source = excluded.source, loaded_at = excluded.loaded_at
          where exchange_rates.source = 'Manual'`
      : sql`do nothing`;
  const { rows } = await sql<{ date: string; currency: string; rate: string }>`
    insert into exchange_rates (currency, rate_date, rate, source)
    select currency, rate_date, rate, ${source} from ${rowsOf(days)}
    on conflict (currency, rate_date) ${onConflict}
    returning rate_date::text as date, currency, rate::text as rate`.execute(db);
  return rows;
}

/**
 * For each rate of the days, the rate in force for its currency on its day: the newest stored on or before it, else
 * (nothing stored that early) the newest stored at all. A currency never stored has none.
 */
export async function ratesInForce(
  db: Db,
  days: DayRates[],
): Promise<{ date: string; currency: string; rate: string; inForce: string }[]> {
  if (rateCount(days) === 0) return [];
  // Two look-ups by the primary key (currency, rate_date), each the newest row it finds.
  const { rows } = await sql<{ date: string; currency: string; rate: string; inForce: string }>`
    select date, currency, rate, "inForce" from (
      select given.rate_date::text as date, given.currency, given.rate::text as rate, coalesce(
        (select e.rate::text from exchange_rates e where e.currency = given.currency
          and e.rate_date <= given.rate_date order by e.rate_date desc limit 1),
        (select e.rate::text from exchange_rates e where e.currency = given.currency
          order by e.rate_date desc limit 1)) as "inForce"
      from ${rowsOf(days)}
    ) measured where "inForce" is not null`.execute(db);
  return rows;
}

/** The newest day with rates, YYYY-MM-DD; undefined before any were loaded. */
export async function newestRatesDate(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ date: string | null }>`
    select max(rate_date)::text as date from exchange_rates`.execute(db);
  return rows[0]?.date ?? undefined;
}

const storedColumns = sql`currency, rate::text as rate, rate_date::text as rate_date, source, loaded_at`;

/** Every rate of one day, by currency. */
export async function ratesOn(db: Db, date: string): Promise<StoredRate[]> {
  const { rows } = await sql<StoredRate>`
    select ${storedColumns} from exchange_rates where rate_date = ${date}::date order by currency`.execute(
    db,
  );
  return rows;
}

/** Each currency's newest rate, whatever its day. */
export async function newestRatesOf(db: Db, currencies: string[]): Promise<StoredRate[]> {
  const { rows } = await sql<StoredRate>`
    select distinct on (currency) ${storedColumns} from exchange_rates
    where currency = any(${currencies}::text[])
    order by currency, rate_date desc`.execute(db);
  return rows;
}

/** The latest days with rates, newest first: each day's source, when it was loaded and how many currencies. */
export async function recentRateDays(db: Db, limit: number) {
  const { rows } = await sql<{ date: string; source: RatesSource; loaded_at: Date; currencies: number }>`
    select rate_date::text as date, max(source) as source, max(loaded_at) as loaded_at, count(*)::int as currencies
    from exchange_rates group by rate_date order by rate_date desc limit ${limit}`.execute(db);
  return rows;
}
