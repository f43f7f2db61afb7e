import { startTransition, useEffect, useState } from "react";

/**
 * True once `ready` has held for `delayMs`: the loaders stay up a moment after the data arrives, so the
 * page settles in one step instead of flickering.
 */
export function useSettled(ready: boolean, delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready) {
      setSettled(false);
      return;
    }
    // What the loader covered renders as a transition, in slices, rather than in one long task at its end.
    const timer = setTimeout(() => startTransition(() => setSettled(true)), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return settled;
}
