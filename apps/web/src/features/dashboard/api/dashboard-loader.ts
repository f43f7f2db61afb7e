import { currentUserKey } from "../../../lib/current-user-query";
import { queryClient } from "../../../lib/query-client";
import { settledUser } from "../../../lib/session-store";
import { transactionsQuery } from "../../../lib/transactions-query";

/**
 * Starts the dashboard's reads as soon as the start-up check knows the customer, in parallel with the page's code,
 * instead of after the page has rendered. The start-up answer is the fresh user the page would otherwise fetch
 * again first. Returns at once: the page shows its own loader until the data is in.
 */
export function dashboardLoader(): null {
  void settledUser().then((user) => {
    if (!user) return;
    if (queryClient.getQueryData(currentUserKey) === undefined)
      queryClient.setQueryData(currentUserKey, user);
    void queryClient.prefetchInfiniteQuery(transactionsQuery(user._id));
  });
  return null;
}
