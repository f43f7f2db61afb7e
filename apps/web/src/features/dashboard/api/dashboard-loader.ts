import { currentUserKey, fetchCurrentUser } from "../../../lib/current-user-query";
import { queryClient } from "../../../lib/query-client";
import { settledUser, useSession } from "../../../lib/session-store";
import { transactionsQuery } from "../../../lib/transactions-query";
import { schedulesQuery } from "./next-scheduled";
import { profileCompletenessQuery } from "./profile-completeness";

/**
 * Reads the customer's history afresh, or joins the read under way; and the profile's completeness and the schedules
 * as the cards would on mount (unless read within their stale time), so that their answers are not asked for only
 * once the page has rendered.
 */
function readDashboard(userId: string): void {
  void queryClient.prefetchInfiniteQuery({ ...transactionsQuery(userId), staleTime: 0 });
  void queryClient.prefetchQuery(profileCompletenessQuery(userId));
  void queryClient.prefetchQuery(schedulesQuery(userId));
}

/**
 * Starts the dashboard's reads on every visit, in parallel with the page's code, instead of after the page has
 * rendered; the page and its cards use them rather than reading again. A stored sign-in already names the customer,
 * so on landing their history is read alongside the start-up check rather than after it (a token the server refuses
 * only gets a refusal, and the guards send the visitor to sign in), and the start-up answer is the fresh user.
 * Returns at once: the page shows its own loader until the data is in.
 */
export function dashboardLoader(): null {
  const stored = useSession.getState().user.currentUser;
  if (stored) readDashboard(stored._id);
  void settledUser().then((user) => {
    if (!user) return;
    if (queryClient.getQueryData(currentUserKey) === undefined)
      queryClient.setQueryData(currentUserKey, user);
    else
      void queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: 0 });
    if (user._id !== stored?._id) readDashboard(user._id);
  });
  return null;
}
