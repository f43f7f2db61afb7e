import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { MainNav } from "./main-nav";
import type { NavItem } from "./nav-items";
import { ProfileMenu } from "./profile-menu";

// Here rather than beside the public links (nav-items.ts): only signed-in pages show them, so their texts and code
// stay out of the home page's first load.
const signedInNav: NavItem[] = [
  { label: msg`Dashboard`, to: "/dashboard" },
  { label: msg`Transactions`, to: "/transactions" },
  { label: msg`Send Money`, to: "/send-money" },
  { label: msg`Request Money`, to: "/request-money" },
  { label: msg`Scheduled`, to: "/scheduled" },
  { label: msg`Help`, to: "/help" },
  { label: msg`Contact Us`, to: "/contact-us" },
];

export function SignedInHeader() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="page-container relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label={t`Larkspur home`}>
          <Logo />
        </Link>
        <div className="flex items-center gap-2 lg:gap-6">
          <MainNav items={signedInNav} label={t`Account`} />
          <NotificationBell />
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
