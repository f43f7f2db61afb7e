import { CircleHelp, CreditCard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import * as DropdownMenu from "radix-ui/dropdown-menu";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useLogout } from "../../features/auth/api/logout";
import { profileMenu } from "./nav-items";
import { ProfileMenuTriggerLabel, profileMenuTriggerClass } from "./profile-menu-trigger";

const icons = [UserRound, ShieldCheck, CreditCard, CircleHelp];

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink-700 outline-none data-highlighted:bg-ink-100 data-highlighted:text-ink-900";

/**
 * The account links and Sign Out; a real menu, so arrow keys, Escape and typeahead work. It takes the place of the
 * button that stood in for it (profile-menu.tsx): `openAtOnce` when that was pressed, so the menu opens as it
 * appears with focus in it, `focusTrigger` when it had focus, which this button keeps.
 */
export function ProfileDropdown({
  openAtOnce,
  focusTrigger,
}: {
  openAtOnce: boolean;
  focusTrigger: boolean;
}) {
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !openAtOnce) trigger.current?.focus();
  }, [focusTrigger, openAtOnce]);

  return (
    <DropdownMenu.Root defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger ref={trigger} className={profileMenuTriggerClass}>
        <ProfileMenuTriggerLabel />
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
                  {item.label}
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
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
