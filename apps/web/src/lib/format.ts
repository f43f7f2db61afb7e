import type { Locale } from "@larkspur/shared/locales";
import { activeLocale } from "./i18n";
import { useSession } from "./session-store";

/**
 * Amounts, numbers and dates for the reader: in the active language's conventions (src/lib/i18n.ts), dates and
 * times in the signed-in user's saved time zone (the browser's own for anyone else). Components that show them
 * re-render with their texts when the language changes.
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

/** The signed-in user's time zone, or undefined for the browser's own. */
function readerTimeZone(): string | undefined {
  return useSession.getState().user.currentUser?.timeZone || undefined;
}

function money(locale: Locale): Intl.NumberFormat {
  return cached(
    `money ${locale}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }),
  );
}

function dates(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = activeLocale();
  const timeZone = readerTimeZone();
  return cached(
    `date ${locale} ${timeZone} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone }),
  );
}

/** "$1,234.50" in English, "1234,50 US$" in Spanish, "US$1,234.50" in Chinese, "1 234,50 $" in Russian. */
export function formatAmount(dollars: number): string {
  return money(activeLocale()).format(dollars);
}

/** "+ $25.00" or "- $25.00", the way transaction lists show money in and out. */
export function formatSignedAmount(dollars: number, direction: "in" | "out"): string {
  return `${direction === "in" ? "+" : "-"} ${formatAmount(Math.abs(dollars))}`;
}

/** A whole number in the reader's language: "1,234" in English, "1 234" in Russian. */
export function formatNumber(value: number): string {
  return cached(`number ${activeLocale()}`, () => new Intl.NumberFormat(activeLocale())).format(value);
}

/** A date in the reader's language and time zone, e.g. "Mar 5, 2026" in English. */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  return dates(options).format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  return formatDate(value, { dateStyle: "medium", timeStyle: "short" });
}

/** Day of month and the language's short month name, for the date badge of a transaction row. */
export function formatDayMonth(value: string | Date): { day: string; month: string } {
  const date = new Date(value);
  return {
    day: dates({ day: "numeric" }).format(date),
    month: dates({ month: "short" }).format(date),
  };
}
