import { useEffect, useState } from "react";

/**
 * The reader's clock, read again when the nearest of `deadlines` (ISO instants) passes, so what depends on them
 * (a code that can still be entered) changes on screen at that moment without a request.
 */
export function useTimeAfter(deadlines: readonly (string | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const upcoming = deadlines
    .map((deadline) => (deadline ? Date.parse(deadline) : Number.POSITIVE_INFINITY))
    .filter((at) => at > now);
  const next = Math.min(...upcoming);
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 1);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
