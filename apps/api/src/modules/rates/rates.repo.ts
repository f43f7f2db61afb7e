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

/**
 * Stores the days' rates in one statement. Rates fetched from the ECB never change a stored day; an operator's load
 * replaces the rates of its days, as a correction. Answers how many rates were written.
 */
export async function storeDayRates(db: Db, days: DayRates[], source: RatesSource): Promise<number> {
  const rows = days.flatMap((day) => day.rates.map((rate) => ({ ...rate, date: day.date })));
  if (rows.length === 0) return 0;
  const onConflict =
    source === "Manual"
      ? sql`do update set rate = excluded.rate, source = excluded.source, loaded_at = excluded.loaded_at`
      : sql`do nothing`;
  const result = await sql`
    insert into exchange_rates (currency, rate_date, rate, source)
    select currency, rate_date, rate, ${source}
    from unnest(${rows.map((row) => row.currency)}::text[], ${rows.map((row) => row.date)}::date[],
      ${rows.map((row) => row.rate)}::numeric[]) as given (currency, rate_date, rate)
    on conflict (currency, rate_date) ${onConflict}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
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
