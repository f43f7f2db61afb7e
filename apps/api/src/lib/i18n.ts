import { type ApiMessageId, apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { defaultLocale, type Locale, locales, matchLocale } from "@larkspur/shared/locales";
import { centsToDollars } from "@larkspur/shared/money";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** An amount of cents, written as the reader's language writes dollars ("$25,000.00", "25.000,00 US$"). */
export interface Money {
  cents: bigint;
}

/** A value of a message: as it is, an amount of money, or another text, each rendered in the reader's language. */
export type TextValue = string | number | Money | Text;
export type TextValues = Record<string, TextValue>;

/** A text of the API by its id, with the values its message names; rendered in each reader's language. */
export interface Text {
  id: ApiMessageId;
  values?: TextValues;
}

export const money = (cents: bigint): Money => ({ cents });

function rendered(locale: Locale, value: TextValue): string | number {
  if (typeof value !== "object") return value;
  return "cents" in value ? formatDollars(locale, centsToDollars(value.cents)) : translate(locale, value);
}

/** One Lingui instance per language, each holding its catalogue compiled once at start-up. */
const instances = new Map<Locale, I18n>(
  locales.map((locale) => {
    const messages: Messages = Object.fromEntries(
      Object.entries(apiCatalogues[locale]).map(([id, message]) => [id, compileMessage(message)]),
    );
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
);

export function translate(locale: Locale, text: Text): string {
  const values =
    text.values &&
    Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, rendered(locale, value)]));
  return instances.get(locale)!._(text.id, values);
}

export const inEnglish = (text: Text) => translate(defaultLocale, text);

/** A locale's own number format for the values of its messages: "1,000,000", "1.000.000", "1 000 000". */
export const formatNumber = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

/** "$1,250.00", "1250,00 US$", "1 250,00 $", "US$1,250.00": an amount of dollars as the language writes it. */
export const formatDollars = (locale: Locale, dollars: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(dollars);

/** The best of our languages for an Accept-Language header, most wanted first; English when none fits. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return matchLocale(ranked.map(({ tag }) => tag));
}
