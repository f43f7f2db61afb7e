import { prefetchNotifications } from "../../features/notifications/api/notifications";
import { useLiveUpdates } from "../../features/notifications/use-live-updates";
import { isStaff } from "../../lib/home-path";
import { useSession } from "../../lib/session-store";
import { SignedInHeader } from "./signed-in-header";
import { SiteShell } from "./site-shell";

/** Every signed-in customer page: the header with the bell, and the event stream that keeps them current. */
export function SignedInLayout() {
  useLiveUpdates();
  return <SiteShell header={<SignedInHeader />} />;
}

/**
 * The bell's first page is read as the layout's code arrives, alongside the page's reads, rather than once it has
 * rendered. Loaders run before the guards render, so only for a signed-in customer.
 */
export function signedInLayoutLoader(): null {
  const user = useSession.getState().user.currentUser;
  if (user && !isStaff(user)) prefetchNotifications();
  return null;
}
