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

const AMOUNT_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Minor units (cents, or whole yen for a currency without decimals) for an amount given as a number or its decimal
 * text; null when it has more decimals than the currency's ISO 4217 exponent. Done on the text, never with floats.
 */
export function toMinorUnits(amount: number | string, exponent: number): bigint | null {
  const text = typeof amount === "number" ? numberText(amount) : amount.trim();
  const match = text === null ? null : AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > exponent) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(exponent) + BigInt(significant.padEnd(exponent, "0") || "0");
  return sign === "-" ? -minor : minor;
}

/** The decimal text of an amount of minor units: "91.55", "-0.05", "1500" for a currency without decimals. */
export function minorUnitsText(minor: bigint, exponent: number): string {
  const sign = minor < 0n ? "-" : "";
  const magnitude = minor < 0n ? -minor : minor;
  if (exponent === 0) return `${sign}${magnitude}`;
  const scale = 10n ** BigInt(exponent);
  return `${sign}${magnitude / scale}.${(magnitude % scale).toString().padStart(exponent, "0")}`;
}

/** The JSON number for an amount of minor units, exact for every amount below 2^53 minor units. */
export function fromMinorUnits(minor: bigint, exponent: number): number {
  return Number(minorUnitsText(minor, exponent));
}
