import { match } from "@formatjs/intl-localematcher";

/** The languages Larkspur speaks. The first is the language every text is written in first. */
export const locales = ["en-US", "es", "zh-CN", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en-US";

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** A well-formed BCP 47 tag, or nothing: browsers and headers can send anything. */
function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/**
 * The closest of our languages to what someone prefers, most wanted first (`navigator.languages`, or an
 * Accept-Language header's tags in order of preference): es-MX is es, en-GB is en-US, zh-SG is zh-CN.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  const requested = preferred.map(canonicalTag).filter((tag): tag is string => tag !== undefined);
  return match(requested, locales, defaultLocale) as Locale;
}
