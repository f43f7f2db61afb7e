import { Trans } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { lazy } from "react";
import { DeferredMenu } from "../../components/deferred-menu";
import { useCurrentUser } from "../../lib/session-store";

// The menu's code (Radix's menu and its positioning) is not needed for the first paint: a stand-in shows the same
// button until it is needed (components/deferred-menu.tsx).
const loadProfileMenuPopup = () => import("./profile-menu-popup");
const ProfileMenuPopup = lazy(async () => ({ default: (await loadProfileMenuPopup()).ProfileMenuPopup }));

const triggerClass =
  "inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-900 hover:bg-ink-100";

/** "Hi, {first name}" and the account links; a real menu, so arrow keys, Escape and typeahead work. */
export function ProfileMenu() {
  const user = useCurrentUser();
  const firstName = user?.firstName ?? "";
  const face = (
    <>
      {user?.picture ? (
        <img src={user.picture} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-ink-900 font-semibold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
      )}
      <span>
        <Trans>Hi, {firstName}</Trans>
      </span>
      <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
    </>
  );

  return (
    <DeferredMenu
      load={loadProfileMenuPopup}
      className={triggerClass}
      menu={(state) => (
        <ProfileMenuPopup {...state} className={triggerClass}>
          {face}
        </ProfileMenuPopup>
      )}
    >
      {face}
    </DeferredMenu>
  );
}
