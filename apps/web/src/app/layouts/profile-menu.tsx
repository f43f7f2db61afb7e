import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, CircleHelp, CreditCard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import * as DropdownMenu from "radix-ui/dropdown-menu";
import { Link } from "react-router";
import { useLogout } from "../../features/auth/api/logout";
import { useCurrentUser } from "../../lib/session-store";
import type { NavItem } from "./nav-items";

const profileMenu: NavItem[] = [
  { label: msg`My Profile`, to: "/profile" },
  { label: msg`Security`, to: "/security" },
  { label: msg`Payment Methods`, to: "/payment-methods" },
  { label: msg`Need Help?`, to: "/help" },
];

const icons = [UserRound, ShieldCheck, CreditCard, CircleHelp];

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink-700 outline-none data-highlighted:bg-ink-100 data-highlighted:text-ink-900";

/** "Hi, {first name}" and the account links; a real menu, so arrow keys, Escape and typeahead work. */
export function ProfileMenu() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const logout = useLogout();
  const firstName = user?.firstName ?? "";
  const initial = firstName.charAt(0).toUpperCase();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-900 hover:bg-ink-100">
        {user?.picture ? (
          <img src={user.picture} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-ink-900 font-semibold text-white"
          >
            {initial}
          </span>
        )}
        <span>
          <Trans>Hi, {firstName}</Trans>
        </span>
        <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg"
        >
          {profileMenu.map((item, index) => {
            const Icon = icons[index] ?? UserRound;
            return (
              <DropdownMenu.Item key={item.to} asChild className={itemClass}>
                <Link to={item.to}>
                  <Icon className="size-4 text-ink-500" aria-hidden="true" />
                  {i18n._(item.label)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut className="size-4 text-ink-500" aria-hidden="true" />
            <Trans>Sign Out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
