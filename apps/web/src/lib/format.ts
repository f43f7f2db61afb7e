import { exponentOf, isCurrency, mainCurrency } from "@larkspur/shared/currencies";
import { defaultLocale, type Locale } from "@larkspur/shared/locales";
import { activeLocale } from "./i18n";
import { useSession } from "./session-store";

/**
 * Amounts, numbers and dates for the reader: in the active language's conventions (src/lib/i18n.ts), dates and
 * times in the signed-in user's saved time zone (the browser's own for anyone else). Components that show them
 * re-render with their texts when the language changes.
 */

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const formats = new Map<string, Format>();

function cached<T extends Format>(key: string, make: () => T): T {
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

/**
 * Money shows exactly the decimals the currency has in our ledger (ISO 4217: none for JPY, KRW, ISK), which is not
 * always what the language's own data would show (its cash rules round HUF or IDR).
 */
function money(locale: Locale, currency: string): Intl.NumberFormat {
  const digits = isCurrency(currency) ? exponentOf(currency) : undefined;
  return cached(
    `money ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
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
  return formatMoney(dollars, mainCurrency);
}

/**
 * An amount of any currency with its symbol, in the reader's language: "€91.55" and "¥1,500" in English,
 * "91,55 €" in Spanish. Display only: amounts are never computed with here.
 */
export function formatMoney(amount: number, currency: string): string {
  return money(activeLocale(), currency).format(amount);
}

/** "+ $25.00" or "- $25.00", the way transaction lists show money in and out. */
export function formatSignedAmount(dollars: number, direction: "in" | "out"): string {
  return formatSignedMoney(dollars, mainCurrency, direction);
}

/** "+ €91.55" or "- ¥1,500": money in or out of a balance of any currency. */
export function formatSignedMoney(amount: number, currency: string, direction: "in" | "out"): string {
  return `${direction === "in" ? "+" : "-"} ${formatMoney(Math.abs(amount), currency)}`;
}

/** Dollars with their cents and no symbol: "1,250.00" in English, "1250,00" in Spanish. */
export function formatDecimal(dollars: number): string {
  return cached(
    `decimals ${activeLocale()}`,
    () => new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(dollars);
}

/** Dollars followed by the currency's code, the way fees are quoted: "1.00 USD" in English, "1,00 USD" in Russian. */
export function formatAmountWithCode(dollars: number): string {
  return `${formatDecimal(dollars)} USD`;
}

/** A share in the reader's language: "50%" in English, "50 %" in Spanish and Russian. */
export function formatPercent(percent: number): string {
  return cached(
    `percent ${activeLocale()}`,
    () => new Intl.NumberFormat(activeLocale(), { style: "percent" }),
  ).format(percent / 100);
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

/** A moment to the second with its time zone, for records read across zones: "Mar 5, 2026, 4:00:00 AM CST". */
export function formatDateTimeWithZone(value: string | Date): string {
  return formatDate(value, { dateStyle: "medium", timeStyle: "long" });
}

/** Day of month and the language's short month name, for the date badge of a transaction row. */
export function formatDayMonth(value: string | Date): { day: string; month: string } {
  const date = new Date(value);
  return {
    day: dates({ day: "numeric" }).format(date),
    month: dates({ month: "short" }).format(date),
  };
}

/**
 * Day and short month in one line, in the language's order, the day marked so a row can stress it: "6 Mar" in
 * English, "6 мар." in Russian, "3月6日" in Chinese.
 */
export function formatDayMonthParts(value: string | Date): { text: string; day: boolean }[] {
  if (activeLocale() === defaultLocale) {
    const { day, month } = formatDayMonth(value);
    return [
      { text: day, day: true },
      { text: ` ${month}`, day: false },
    ];
  }
  return dates({ day: "numeric", month: "short" })
    .formatToParts(new Date(value))
    .map((part) => ({ text: part.value, day: part.type === "day" }));
}

/** The units a relative time is told in, largest first, with their length in seconds. */
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * How long ago `value` was, in the reader's language, by the largest whole unit: "now" under a minute, then
 * "2 minutes ago", "yesterday", "3 weeks ago". A time a little ahead of this device's clock reads as "now".
 */
export function formatRelativeTime(value: string | Date, now: number = Date.now()): string {
  const format = cached(
    `relative ${activeLocale()}`,
    () => new Intl.RelativeTimeFormat(activeLocale(), { numeric: "auto" }),
  );
  const secondsAgo = Math.max(0, (now - new Date(value).getTime()) / 1000);
  const unit = relativeUnits.find(([, seconds]) => secondsAgo >= seconds);
  if (!unit) return format.format(0, "second");
  return format.format(-Math.floor(secondsAgo / unit[1]), unit[0]);
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** The currency's name in the reader's language: "Euro" in English, "euro" in Spanish, "欧元" in Chinese. */
export function currencyName(currency: string): string {
  const locale = activeLocale();
  let names = currencyNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: "currency" });
    currencyNames.set(locale, names);
  }
  return names.of(currency) ?? currency;
}

/**
 * An exchange rate to 6 significant digits, as the reader's language writes numbers: "0.952381", "0,952381". The
 * server keeps and converts at every digit; six tell a person all a rate means.
 */
export function formatRate(rate: number): string {
  return cached(
    `rate ${activeLocale()}`,
    () => new Intl.NumberFormat(activeLocale(), { maximumSignificantDigits: 6 }),
  ).format(rate);
}

/** A calendar day given as "2026-03-05", the same day wherever the reader is: "March 5, 2026" in English. */
export function formatDay(day: string): string {
  return cached(
    `day ${activeLocale()}`,
    () => new Intl.DateTimeFormat(activeLocale(), { dateStyle: "long", timeZone: "UTC" }),
  ).format(new Date(`${day}T00:00:00Z`));
}
