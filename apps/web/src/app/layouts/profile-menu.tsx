import { useState } from "react";
import { sharedImport, useIdleImport } from "../../lib/idle-import";
import { ProfileMenuTriggerLabel, profileMenuTriggerClass } from "./profile-menu-trigger";

const dropdownCode = sharedImport(() => import("./profile-dropdown"));

/**
 * "Hi, {first name}" and the account links. The menu's code (Radix) is fetched once the page is idle, so it does
 * not hold up the page; until it arrives the same button stands in for it, and pressing it opens the menu as soon
 * as the code is there.
 */
export function ProfileMenu() {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const dropdown = useIdleImport(dropdownCode, pressed);

  if (dropdown) return <dropdown.ProfileDropdown openAtOnce={pressed} focusTrigger={focused} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={profileMenuTriggerClass}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => setPressed(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") setPressed(true);
      }}
    >
      <ProfileMenuTriggerLabel />
    </button>
  );
}
