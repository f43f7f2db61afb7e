import { defaultLocale, isLocale, type Locale } from "@larkspur/shared/locales";
import { i18n, type MessageDescriptor, type Messages } from "@lingui/core";

/**
 * The app's texts come in parts, each compiled per language (lingui.config.ts): `site` is what a visitor sees
 * first, `more` what the public site shows after its first paint, `forms` what the sign-in screens share with the
 * signed-in pages, `landing` the signed-in header and the dashboard, `account` the other signed-in pages,
 * `backoffice` what only staff read. Only the active language's parts that the pages shown so far need are fetched:
 * the home page's first load carries no other language and no account texts, a customer no back-office texts.
 */
export type CataloguePart = "site" | "more" | "forms" | "landing" | "account" | "backoffice";

// Every part in every language, each its own chunk, keyed by its file (src/locales/<part>/<locale>.po): one map in
// the first load rather than one for each part.
const catalogues = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

function fetchCatalogue(part: CataloguePart, locale: Locale) {
  const load = catalogues[`../locales/${part}/${locale}.po`];
  if (!load) throw new Error(`No ${part} texts in ${locale}`);
  return load();
}

/** Where a visitor's own pick of language is remembered (a signed-in user's saved language wins over it). */
export const languagePickKey = "larkspur-language";

const loaded = new Map<Locale, Set<CataloguePart>>();
const wanted = new Set<CataloguePart>(["site"]);
let switching: Promise<void> = Promise.resolve();

async function loadParts(locale: Locale, parts: Iterable<CataloguePart>): Promise<void> {
  const have = loaded.get(locale) ?? new Set<CataloguePart>();
  loaded.set(locale, have);
  const missing = [...parts].filter((part) => !have.has(part));
  const fetched = await Promise.all(missing.map((part) => fetchCatalogue(part, locale)));
  fetched.forEach(({ messages }, index) => {
    i18n.load(locale, messages);
    have.add(missing[index]!);
  });
}

/**
 * Shows the app in `locale`: fetches its catalogues, then switches every text at once, without a reload, and
 * sets `<html lang>`. Switches run one after another, so the last one asked for wins.
 */
export function activateLocale(locale: Locale): Promise<void> {
  switching = switching.then(async () => {
    await loadParts(locale, wanted);
    if (i18n.locale !== locale) i18n.activate(locale);
    if (typeof document !== "undefined") document.documentElement.lang = locale;
  });
  return switching;
}

/** Fetches a part of the texts in the active language (a lazy route calls it before its page renders). */
export function loadCataloguePart(part: CataloguePart): Promise<void> {
  wanted.add(part);
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  return switching.then(() => loadParts(locale, [part]));
}

/** The visitor's remembered pick, if any. */
export function pickedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(languagePickKey);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A visitor picks a language: remembered in this browser and shown at once. */
export function pickLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(languagePickKey, locale);
  } catch {
    // Storage is off: the pick lasts until the page is left.
  }
  // Told to the server too, which sends the public pages already written in it (apps/api/src/plugins/web-app.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers still in use
  document.cookie = `${languagePickKey}=${locale}; path=/; max-age=31536000; samesite=lax`;
  return activateLocale(locale);
}

const spoken: Record<string, Locale> = { en: "en-US", es: "es", zh: "zh-CN", ru: "ru" };

/**
 * The first of the browser's languages that Larkspur speaks, by its primary subtag (es-MX is es, zh-TW is zh-CN),
 * else English. The API's `matchLocale` (@larkspur/shared/locales) weighs close languages too, but its data would
 * double the weight of this module in the home page's first load; for a browser's list the primary subtag suffices.
 */
export function browserLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = spoken[tag.toLowerCase().split("-")[0] ?? ""];
    if (locale) return locale;
  }
  return defaultLocale;
}

/** The language to start in: the signed-in user's saved one, else the visitor's pick, else the browser's. */
export function startingLocale(savedLanguage: string | undefined): Locale {
  if (isLocale(savedLanguage)) return savedLanguage;
  return pickedLocale() ?? browserLocale(typeof navigator === "undefined" ? [] : navigator.languages);
}

/** The active language. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}

export { i18n };

/** A message kept in content (a `msg` descriptor) with the values it names, read with `i18n._`. */
export function withValues(
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
): MessageDescriptor {
  return { ...descriptor, values };
}
