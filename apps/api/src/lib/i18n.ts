import { type ApiMessageId, apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { defaultLocale, type Locale, locales, matchLocale } from "@larkspur/shared/locales";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

export type TextValues = Record<string, string | number>;

/** A text of the API by its id, with the values its message names; rendered in each reader's language. */
export interface Text {
  id: ApiMessageId;
  values?: TextValues;
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
  return instances.get(locale)!._(text.id, text.values);
}

export const inEnglish = (text: Text) => translate(defaultLocale, text);

/** A locale's own number format for the values of its messages: "1,000,000", "1.000.000", "1 000 000". */
export const formatNumber = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

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
