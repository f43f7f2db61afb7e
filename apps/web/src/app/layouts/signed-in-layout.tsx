import { useLiveUpdates } from "../../features/notifications/use-live-updates";
import { SignedInHeader } from "./signed-in-header";
import { SiteShell } from "./site-shell";

/** Every signed-in customer page: the header with the bell, and the event stream that keeps them current. */
export function SignedInLayout() {
  useLiveUpdates();
  return <SiteShell header={<SignedInHeader />} />;
}
