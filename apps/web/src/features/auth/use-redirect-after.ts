import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Goes to `to` (handing it `state`) once `when` has held for `delayMs`, unless the page is left first. */
export function useRedirectAfter(when: boolean, to: string, delayMs: number, state?: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate, state]);
}
