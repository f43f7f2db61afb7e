import { currentUserKey } from "../../../lib/current-user-query";
import { queryClient } from "../../../lib/query-client";
import { settledUser, useSession } from "../../../lib/session-store";
import { transactionsQuery } from "../../../lib/transactions-query";

/**
 * Starts the dashboard's reads in parallel with the page's code instead of after the page has rendered. A stored
 * sign-in already names the customer, so their history is read alongside the start-up check rather than after
 * it (a token the server refuses only gets a refusal, and the guards send the visitor to sign in). The start-up
 * answer is the fresh user the page would otherwise read again. Returns at once: the page shows its own loader
 * until the data is in.
 */
export function dashboardLoader(): null {
  const stored = useSession.getState().user.currentUser;
  if (stored) void queryClient.prefetchInfiniteQuery(transactionsQuery(stored._id));
  void settledUser().then((user) => {
    if (!user) return;
    if (queryClient.getQueryData(currentUserKey) === undefined)
      queryClient.setQueryData(currentUserKey, user);
    void queryClient.prefetchInfiniteQuery(transactionsQuery(user._id));
  });
  return null;
}
