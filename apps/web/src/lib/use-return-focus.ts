import { useEffect, useRef } from "react";

/**
 * Gives focus back to whatever opened a dialog once it closes. Radix does this only for its own Dialog.Trigger;
 * these dialogs open from buttons in lists, so without this a keyboard user would be dropped at the page top.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);
}
