import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleHelp, CreditCard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import * as DropdownMenu from "radix-ui/dropdown-menu";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type DeferredMenuState, useRealTrigger } from "../../components/deferred-menu";
import { useLogout } from "../../features/auth/api/logout";
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

/** The profile menu's real trigger and menu, which replace the header's stand-in once their code has arrived. */
export function ProfileMenuPopup({
  className,
  children,
  ...state
}: DeferredMenuState & { className: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const logout = useLogout();
  const trigger = useRealTrigger(state);

  return (
    <DropdownMenu.Root open={state.open} onOpenChange={state.onOpenChange}>
      <DropdownMenu.Trigger ref={trigger} className={className}>
        {children}
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
