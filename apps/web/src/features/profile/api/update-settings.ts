import { isLocale } from "@larkspur/shared/locales";
import type { UpdateSettingsBody, UserSettings } from "@larkspur/shared/schemas/settings";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { activateLocale } from "../../../lib/i18n";
import { useSession } from "../../../lib/session-store";

export function updateSettings(userId: string, body: UpdateSettingsBody): Promise<UserSettings> {
  return api.put(`/api/user/${encodeURIComponent(userId)}/settings`, body);
}

/** Saves, then has the saved language's texts ready, so what follows (the toast) already speaks it. */
async function saveSettings(userId: string, body: UpdateSettingsBody): Promise<UserSettings> {
  const saved = await updateSettings(userId, body);
  if (isLocale(saved.language)) await activateLocale(saved.language);
  return saved;
}

/**
 * Saves the language and time zone. The saved answer goes into the signed-in user at once, so every text switches to
 * the language and every date to the zone without a reload (src/lib/saved-language.ts).
 */
export function useUpdateSettings(userId: string) {
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => saveSettings(userId, body),
    onSuccess: (settings) => {
      const user = useSession.getState().user.currentUser;
      if (user?._id === userId) useSession.getState().loadUser({ ...user, ...settings });
    },
  });
}
