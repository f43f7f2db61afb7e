import { type Locale, locales } from "@larkspur/shared/locales";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { activeLocale, pickLocale } from "../lib/i18n";
import { languageNames } from "../lib/language-names";
import { useSession } from "../lib/session-store";

/**
 * A pick of language: shown at once, remembered in this browser and, for a signed-in user, saved to their account
 * (its code loads only then, keeping it out of a visitor's first load).
 */
async function chooseLanguage(locale: Locale): Promise<void> {
  await pickLocale(locale);
  if (!useSession.getState().user.currentUser) return;
  const { saveLanguageOfSignedInUser } = await import("../lib/save-language");
  await saveLanguageOfSignedInUser(locale);
}

// Below `sm` the select is as wide as the globe drawn over it, its text transparent; the options keep theirs.
const phoneGlobeOnly = "max-sm:w-10 max-sm:appearance-none max-sm:pr-0 max-sm:text-transparent";

/**
 * The visitor's choice of language, in the header and the footer; it changes every text at once. `compact` shows
 * only the globe on a phone, where the header has no room for a language's whole name; the list is the same.
 */
export function LanguagePicker({
  tone = "light",
  compact = false,
}: {
  tone?: "light" | "dark";
  compact?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const colours =
    tone === "dark"
      ? "border-ink-700 bg-ink-950 text-ink-100 hover:border-ink-500"
      : "border-ink-300 bg-white text-ink-900 hover:border-ink-500";
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute left-2.5 size-4"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
      </svg>
      <select
        id={id}
        value={activeLocale()}
        onChange={(event) => void chooseLanguage(event.target.value as Locale)}
        className={`h-10 rounded-lg border py-0 pr-7 pl-8 text-sm ${colours} ${compact ? phoneGlobeOnly : ""}`}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale} className={compact ? "text-ink-900" : undefined}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
