import type { RegisterBody } from "@larkspur/shared/schemas/auth";
import { isTimeZone } from "@larkspur/shared/time-zones";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { activeLocale } from "../../../lib/i18n";

/** The browser's time zone when it is one the settings offer; otherwise the server picks the default. */
function offeredBrowserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}

/** A new account speaks the language the visitor reads the app in, and keeps the browser's zone when offered. */
export function register(body: Omit<RegisterBody, "language" | "timeZone">): Promise<{ message: string }> {
  return api.post("/api/auth/register", {
    ...body,
    language: activeLocale(),
    timeZone: offeredBrowserTimeZone(),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorToast: false } });
}
