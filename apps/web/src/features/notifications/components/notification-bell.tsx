import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { unreadOf, useNotifications } from "../api/notifications";

// The panel's code (Radix's popover and positioning, the list) is not needed for the first paint: it is fetched
// when a pointer or the focus reaches the bell (docs/architecture.md#the-web-apps-first-load). The bell is a button
// of its own, so a press before the code arrives is kept as the open state, and the panel shows once it has.
const loadNotificationPopover = () => import("./notification-popover");
const NotificationPopover = lazy(async () => ({
  default: (await loadNotificationPopover()).NotificationPopover,
}));

/** The badge stops counting here; the button's name still says the real number. */
const badgeMax = 99;

/**
 * What a screen reader hears, politely, when the unread count changes while the customer is on the page; nothing
 * for the count the page opens with, which the bell's name already gives.
 */
function useUnreadAnnouncement(unread: number | undefined): string {
  const { t } = useLingui();
  const previous = useRef(unread);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (before === undefined || unread === undefined || before === unread) return;
    setAnnouncement(
      unread === 0
        ? t`No unread notifications`
        : plural(unread, { one: "# unread notification", other: "# unread notifications" }),
    );
  }, [unread, t]);
  return announcement;
}

/** The bell in the signed-in header: the unread count, and the panel of notifications it opens. */
export function NotificationBell() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const notifications = useNotifications();
  const unread = notifications.data ? unreadOf(notifications.data) : undefined;
  const announcement = useUnreadAnnouncement(unread);
  const count = unread ?? 0;

  return (
    <>
      <button
        ref={bell}
        type="button"
        className="relative grid size-10 place-items-center rounded-full text-ink-700 hover:bg-ink-100 hover:text-ink-900"
        aria-label={count > 0 ? t`Notifications, ${count} unread` : t`Notifications`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadNotificationPopover()}
        onFocus={() => void loadNotificationPopover()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full border-2 border-white bg-negative-600 px-1 text-xs leading-none font-semibold text-white tabular-nums"
          >
            {count > badgeMax ? `${badgeMax}+` : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPopover id={panelId} bell={bell} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
