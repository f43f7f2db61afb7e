import { ChevronDown } from "lucide-react";
import { useCurrentUser } from "../../lib/session-store";

export const profileMenuTriggerClass =
  "inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-900 hover:bg-ink-100";

/** What the profile menu's button shows: the customer's picture or initial, "Hi, {first name}" and a chevron. */
export function ProfileMenuTriggerLabel() {
  const user = useCurrentUser();
  const initial = user?.firstName.charAt(0).toUpperCase() ?? "";
  return (
    <>
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
      <span>Hi, {user?.firstName}</span>
      <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
    </>
  );
}
