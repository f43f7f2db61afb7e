import type { Locale } from "@larkspur/shared/locales";

/** Making a number format costs far more than using one: a statement formats thousands of amounts. */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount of a currency's minor unit ("125000" cents) as the language writes it ("$1,250.00", "1250,00 US$"). The
 * decimal is built from the digits, never through a float; the currency's decimals come from Intl (JPY has none).
 */
export function formatMinorUnits(locale: Locale, minor: string, currency: string): string {
  const format = currencyFormat(locale, currency);
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const decimal = decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole;
  return format.format(`${negative ? "-" : ""}${decimal}` as Intl.StringNumericLiteral);
}
