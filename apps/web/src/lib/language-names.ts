import type { Locale } from "@larkspur/shared/locales";

/** Each language named in itself, so a reader finds theirs whatever the page is shown in. */
export const languageNames: Record<Locale, string> = {
  "en-US": "English (United States)",
  es: "Español",
  "zh-CN": "简体中文",
  ru: "Русский",
};
