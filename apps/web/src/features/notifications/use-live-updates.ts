import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { currentUserKey } from "../../lib/current-user-query";
import { useSession } from "../../lib/session-store";
import { supportKeys } from "../../lib/support-keys";
import { transactionsKey } from "../../lib/transactions-query";
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
    return startLiveUpdates({
      requestTicket: async () => (await requestEventsTicket()).ticket,
      openStream: (url): EventStream => new EventSource(url),
      onChange: () => {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        void queryClient.invalidateQueries({ queryKey: transactionsKey(userId) });
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      },
      // Reading a conversation also marks the notifications of its answers read.
      onSupport: () => {
        void queryClient.invalidateQueries({ queryKey: supportKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: supportKeys.inbox });
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      },
    });
  }, [token, userId, queryClient]);
}
