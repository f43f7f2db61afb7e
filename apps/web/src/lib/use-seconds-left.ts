import { useEffect, useReducer } from "react";

/** Whole seconds until `deadline` (epoch ms), counting down once a second and stopping at 0. */
export function useSecondsLeft(deadline: number): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  useEffect(() => {
    if (left === 0) return;
    // Wakes when the shown second changes, so the count stays in step with the deadline.
    const timer = setTimeout(tick, (deadline - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [deadline, left]);
  return left;
}
