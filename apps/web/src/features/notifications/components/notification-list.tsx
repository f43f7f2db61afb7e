import type { NotificationItem } from "@larkspur/shared/schemas/notifications";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import { useMarkNotificationsRead } from "../api/mark-read";

/** Now, moved on every minute, so "2 minutes ago" keeps true while the panel stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The notifications, each a link to what it is about. An unread one is marked three ways, not by colour alone: a
 * dot, a bold title and the word "Unread" for screen readers. Following one marks it read.
 */
export function NotificationList({
  items,
  onNavigate,
}: {
  items: NotificationItem[];
  onNavigate: () => void;
}) {
  useLingui(); // re-renders the relative times in a newly chosen language
  const now = useMinuteClock();
  const markRead = useMarkNotificationsRead({ quiet: true });

  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => {
        const unread = item.readAt === null;
        return (
          <li key={item.id}>
            <Link
              to={item.link}
              onClick={() => {
                if (unread) markRead.mutate({ ids: [item.id] });
                onNavigate();
              }}
              className={`flex gap-3 px-4 py-3 outline-offset-[-3px] hover:bg-ink-50 ${unread ? "bg-accent-50" : ""}`}
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? "bg-accent-600" : ""}`}
              />
              <span className="min-w-0 flex-1">
                <span className={`block text-sm text-ink-900 ${unread ? "font-semibold" : "font-medium"}`}>
                  {unread && (
                    <span className="sr-only">
                      <Trans>Unread:</Trans>{" "}
                    </span>
                  )}
                  {item.title}
                </span>
                <span className="mt-0.5 block text-sm text-ink-600">{item.body}</span>
                <time
                  dateTime={item.createdAt}
                  title={formatDateTime(item.createdAt)}
                  className="mt-1 block text-xs text-ink-600"
                >
                  {formatRelativeTime(item.createdAt, now)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
