import type { Locale } from "@larkspur/shared/locales";
import type { UserSettings } from "@larkspur/shared/schemas/settings";
import { api } from "./api-client";
import { useSession } from "./session-store";
import { toastError } from "./toast";

/**
 * A signed-in user's pick of language is their saved language from now on, as Settings would save it: their saved
 * language wins at every start, so a pick kept only in this browser would be undone by the next visit.
 */
export async function saveLanguageOfSignedInUser(language: Locale): Promise<void> {
  const user = useSession.getState().user.currentUser;
  if (!user || user.language === language) return;
  try {
    const saved = await api.put<UserSettings>(`/api/user/${encodeURIComponent(user._id)}/settings`, {
      language,
    });
    const now = useSession.getState().user.currentUser;
    if (now?._id === user._id) useSession.getState().loadUser({ ...now, ...saved });
  } catch (error) {
    toastError(error);
  }
}
