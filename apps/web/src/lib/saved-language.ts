import { isLocale } from "@larkspur/shared/locales";
import { activateLocale } from "./i18n";
import { useSession } from "./session-store";

/** A signed-in user's saved language wins: the app follows it whenever the user (or their saved choice) changes. */
export function followSavedLanguage(): void {
  useSession.subscribe((state, previous) => {
    const language = state.user.currentUser?.language;
    if (language !== previous.user.currentUser?.language && isLocale(language)) void activateLocale(language);
  });
}
