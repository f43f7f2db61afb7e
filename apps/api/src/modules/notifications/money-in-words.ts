import type { Locale } from "@larkspur/shared/locales";

/** Making a number format costs far more than using one: a statement formats thousands of amounts. */
const formats = new Map<string, { format: Intl.NumberFormat; decimals: number }>();

function currencyFormat(locale: Locale, currency: string): { format: Intl.NumberFormat; decimals: number } {
  const key = `${locale} ${currency}`;
  let found = formats.get(key);
  if (!found) {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency });
    found = { format, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(key, found);
  }
  return found;
}

/**
 * An amount of a currency's minor unit ("125000" cents) as the language writes it ("$1,250.00", "1250,00 US$"). The
 * decimal is built from the digits, never through a float; the currency's decimals come from Intl (JPY has none).
 */
export function formatMinorUnits(locale: Locale, minor: string, currency: string): string {
  const { format, decimals } = currencyFormat(locale, currency);
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const decimal = decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole;
  return format.format(`${negative ? "-" : ""}${decimal}` as Intl.StringNumericLiteral);
}
