import { t } from "@lingui/core/macro";

/**
 * How long a request has waited, to the two largest units, in the active language: "45 s", "12 min", "3 h 5 min",
 * "2 d 4 h" in English.
 */
export function formatAge(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return t`${seconds} s`;
  const totalMinutes = Math.floor(seconds / 60);
  if (totalMinutes < 60) return t`${totalMinutes} min`;
  const totalHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (totalHours < 24) return minutes ? t`${totalHours} h ${minutes} min` : t`${totalHours} h`;
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return hours ? t`${days} d ${hours} h` : t`${days} d`;
}
