import { PublicHeader } from "./public-header";
import { SiteShell } from "./site-shell";

export function PublicLayout() {
  return <SiteShell header={<PublicHeader />} />;
}
