import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { useCurrentUser } from "../../lib/session-store";
import { BackofficeSignOut } from "./backoffice-sign-out";
import { MainNav } from "./main-nav";
import type { NavItem } from "./nav-items";

const operatorNav: NavItem[] = [
  { label: msg`Review queue`, to: "/admin", end: true },
  { label: msg`Inbox`, to: "/admin/support" },
  { label: msg`Customers`, to: "/admin/customers" },
  { label: msg`Partner bank`, to: "/admin/money-in", also: ["/admin/payments-out"] },
  { label: msg`Audit log`, to: "/admin/audit" },
  { label: msg`Ledger checks`, to: "/admin/ledger-checks" },
  { label: msg`Exchange rates`, to: "/admin/rates" },
];

const adminNav: NavItem[] = [...operatorNav, { label: msg`Staff`, to: "/admin/staff" }];

/** The back office's header: its own name and links, who is signed in and in which role, and Sign Out. */
export function BackofficeHeader() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const signOut = <BackofficeSignOut />;

  return (
    <header className="sticky top-0 z-40 border-t-4 border-t-accent-400 border-b border-b-ink-200 bg-white/95 backdrop-blur">
      {/* Wider than a page on large screens: the back office has more sections than a customer's header. */}
      <div className="page-container relative flex h-16 items-center justify-between gap-4 xl:max-w-[80rem]">
        <Link
          to="/admin"
          className="flex items-center gap-2 rounded-lg"
          aria-label={t`Larkspur Back Office home`}
        >
          <Logo />
          <span className="rounded-md bg-ink-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            <Trans>Back Office</Trans>
          </span>
        </Link>
        <div className="flex items-center gap-2 lg:gap-4">
          <MainNav
            items={user?.role === "admin" ? adminNav : operatorNav}
            label={t`Back office`}
            actions={signOut}
            rowFrom="xl"
          />
          <div className="hidden items-center gap-3 sm:flex">
            {/* Below xl the links are in the menu, which leaves room for who is signed in. */}
            <p className="hidden max-w-48 text-right text-sm leading-tight md:block">
              <span className="block truncate font-medium text-ink-900">
                {user?.firstName} {user?.lastName}
              </span>
              <span className="block truncate text-ink-600">
                {user?.role === "admin" ? t`Admin` : t`Operator`}
              </span>
            </p>
            {signOut}
          </div>
        </div>
      </div>
    </header>
  );
}
