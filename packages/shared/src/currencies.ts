/**
 * The currencies a customer can hold: USD, the main balance, and every currency of the European Central Bank's daily
 * reference rates. `exponent` is the ISO 4217 number of decimals (the minor unit: cents, or none for JPY, KRW, ISK).
 * `maxAmount` caps one amount in whole units: about a million dollars' worth, rounded up to a power of ten, so a
 * customer of any currency can move as much as a dollar customer can.
 */
export const currencyTable = {
  USD: { exponent: 2, maxAmount: 1_000_000 },
  EUR: { exponent: 2, maxAmount: 1_000_000 },
  JPY: { exponent: 0, maxAmount: 1_000_000_000 },
  CZK: { exponent: 2, maxAmount: 100_000_000 },
  DKK: { exponent: 2, maxAmount: 10_000_000 },
  GBP: { exponent: 2, maxAmount: 1_000_000 },
  HUF: { exponent: 2, maxAmount: 1_000_000_000 },
  PLN: { exponent: 2, maxAmount: 10_000_000 },
  RON: { exponent: 2, maxAmount: 10_000_000 },
  SEK: { exponent: 2, maxAmount: 100_000_000 },
  CHF: { exponent: 2, maxAmount: 1_000_000 },
  ISK: { exponent: 0, maxAmount: 1_000_000_000 },
  NOK: { exponent: 2, maxAmount: 100_000_000 },
  TRY: { exponent: 2, maxAmount: 100_000_000 },
  AUD: { exponent: 2, maxAmount: 10_000_000 },
  BRL: { exponent: 2, maxAmount: 10_000_000 },
  CAD: { exponent: 2, maxAmount: 10_000_000 },
  CNY: { exponent: 2, maxAmount: 10_000_000 },
  HKD: { exponent: 2, maxAmount: 10_000_000 },
  IDR: { exponent: 2, maxAmount: 100_000_000_000 },
  ILS: { exponent: 2, maxAmount: 10_000_000 },
  INR: { exponent: 2, maxAmount: 100_000_000 },
  KRW: { exponent: 0, maxAmount: 10_000_000_000 },
  MXN: { exponent: 2, maxAmount: 100_000_000 },
  MYR: { exponent: 2, maxAmount: 10_000_000 },
  NZD: { exponent: 2, maxAmount: 10_000_000 },
  PHP: { exponent: 2, maxAmount: 100_000_000 },
  SGD: { exponent: 2, maxAmount: 10_000_000 },
  THB: { exponent: 2, maxAmount: 100_000_000 },
  ZAR: { exponent: 2, maxAmount: 100_000_000 },
} as const satisfies Record<string, { exponent: number; maxAmount: number }>;

export type Currency = keyof typeof currencyTable;

/** The main currency: opened at sign-up, never closed, the one `balance` and the limits on money out speak of. */
export const mainCurrency = "USD" satisfies Currency;

/** Every supported currency, USD first, then alphabetically: the order balances are listed in. */
export const currencies = [
  mainCurrency,
  ...(Object.keys(currencyTable) as Currency[]).filter((code) => code !== mainCurrency).sort(),
] as [Currency, ...Currency[]];

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(currencyTable, code);
}

export const exponentOf = (currency: Currency): number => currencyTable[currency].exponent;

/** Orders balances as they are shown: USD first, then by code. */
export function byCurrencyOrder(a: Currency, b: Currency): number {
  return currencies.indexOf(a) - currencies.indexOf(b);
}
