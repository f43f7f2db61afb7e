import { type Currency, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { type Decimal, parseDecimal } from "../../lib/decimal";
import { newestRatesOf } from "../rates";

const EURO: Decimal = { units: 1n, scale: 0 };
const CENTS_EXPONENT = exponentOf(mainCurrency);
const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/**
 * US cents that `amount` minor units of a currency are worth, from each currency's rate per euro, in integers only:
 * amount / 10^exponent units of the currency, times dollars per euro over units per euro, in cents, rounded up to a
 * whole cent so money out is never counted as less than it was.
 */
export function centsWorth(
  amount: bigint,
  exponent: number,
  perEuroOwn: Decimal,
  perEuroDollar: Decimal,
): bigint {
  const numerator = amount * pow10(CENTS_EXPONENT) * perEuroDollar.units * pow10(perEuroOwn.scale);
  const denominator = pow10(exponent) * perEuroOwn.units * pow10(perEuroDollar.scale);
  return (numerator + denominator - 1n) / denominator;
}

/**
 * What `amount` minor units of `currency` count against the limits on money out: dollars as they are, any other
 * currency at its dollar value at the reference rates in force (the newest stored for it and for the dollar). Money
 * out that cannot be valued, before any rate was loaded, is refused (409 rates_out_of_date) rather than let past them.
 */
export async function limitCentsOf(
  db: Kysely<Database>,
  currency: Currency,
  amount: bigint,
): Promise<bigint> {
  if (currency === mainCurrency) return amount;
  const rows = await newestRatesOf(db, currency === "EUR" ? [mainCurrency] : [currency, mainCurrency]);
  const perEuro = new Map<string, Decimal>([["EUR", EURO]]);
  for (const row of rows) perEuro.set(row.currency, parseDecimal(row.rate));
  const own = perEuro.get(currency);
  const dollar = perEuro.get(mainCurrency);
  if (!own || !dollar) throw new AppError("rates_out_of_date", "error.ratesOutOfDate");
  return centsWorth(amount, exponentOf(currency), own, dollar);
}
