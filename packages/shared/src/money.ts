/**
 * Money crosses the API as dollars (JSON numbers with at most 2 decimals) and lives on the server as integer cents.
 * These are the only two conversions, done on the decimal text of the number, never with float arithmetic.
 */
const DOLLARS_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Cents for a dollar amount given as a number or its decimal text; null when it is not a whole number of cents. */
export function dollarsToCents(dollars: number | string): bigint | null {
  const text = typeof dollars === "number" ? numberText(dollars) : dollars.trim();
  const match = text === null ? null : DOLLARS_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  return sign === "-" ? -cents : cents;
}

function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** The dollar number for an amount of cents, exact for every amount below 2^53 cents. */
export function centsToDollars(cents: bigint): number {
  const sign = cents < 0n ? "-" : "";
  const magnitude = cents < 0n ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, "0");
  return Number(`${sign}${whole}.${fraction}`);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50" for display; the web app formats every amount through this. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
