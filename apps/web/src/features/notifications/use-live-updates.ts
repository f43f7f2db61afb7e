import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { currentUserKey } from "../../lib/current-user-query";
import { useSession } from "../../lib/session-store";
import { supportKeys } from "../../lib/support-keys";
import { transactionsKey } from "../../lib/transactions-query";
import { whenIdle } from "../../lib/when-idle";
import { requestEventsTicket } from "./api/events-ticket";
import { notificationsKey } from "./api/notifications";
import { type EventStream, startLiveUpdates } from "./live-updates";

/**
 * While a customer is signed in, their event stream keeps the balance, the history's newest page, the bell and
 * their support conversations current without a reload: each event has them read again. Staff in the back office
 * keep one open for the support inbox. Signing out (the token goes) closes it. A browser without EventSource simply
 * shows what it last read.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.user.currentUser?._id);

  useEffect(() => {
    if (!token || !userId || typeof EventSource === "undefined") return;
    // A stream that opens reports both kinds of change at once, and the bell is in each: asked twice in one turn, a
    // read is made once, after both. A read already under way when a change comes is started again, not joined: it
    // may have been answered before the change.
    const askedThisTurn = new Set<string>();
    const refresh = (queryKey: readonly unknown[]) => {
      const key = JSON.stringify(queryKey);
      if (askedThisTurn.has(key)) return;
      askedThisTurn.add(key);
      queueMicrotask(() => askedThisTurn.delete(key));
      void queryClient.invalidateQueries({ queryKey });
    };
    // Opened once the first screen is up: its ticket and the reads the opening makes would otherwise compete with
    // the page's first render. Nothing is missed meanwhile, since the opening reads everything again.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void whenIdle().then(() => {
      if (unmounted) return;
      stop = startLiveUpdates({
        requestTicket: async () => (await requestEventsTicket()).ticket,
        openStream: (url): EventStream => new EventSource(url),
        onChange: () => {
          refresh(currentUserKey);
          refresh(transactionsKey(userId));
          refresh(notificationsKey);
        },
        // Reading a conversation also marks the notifications of its answers read.
        onSupport: () => {
          refresh(supportKeys.conversations);
          refresh(supportKeys.inbox);
          refresh(notificationsKey);
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [token, userId, queryClient]);
}
