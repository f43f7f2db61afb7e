import { SignedInHeader } from "./signed-in-header";
import { SiteShell } from "./site-shell";

export function SignedInLayout() {
  return <SiteShell header={<SignedInHeader />} />;
}
