import { timings } from "@larkspur/shared/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellOff, CheckCheck, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { useSettled } from "../../../lib/use-settled";
import { useMarkNotificationsRead } from "../api/mark-read";
import { unreadOf, useNotifications } from "../api/notifications";
import { NotificationList } from "./notification-list";

/**
 * The open panel: newest first, "Mark all as read", and every state of the list. Its loader follows the app's:
 * it stays up a moment after the first answer arrives, and not at all when the bell had already read the list.
 */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const notifications = useNotifications();
  const markAll = useMarkNotificationsRead();
  const [readyOnOpen] = useState(!notifications.isPending);
  const settled = useSettled(!notifications.isPending, timings.loaderMs) || readyOnOpen;
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = unreadOf(notifications.data);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes once nothing is unread; focus stays in the panel instead of falling to the page.
  const markAllRead = () => markAll.mutate({ all: true }, { onSuccess: () => heading.current?.focus() });

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-ink-200 px-4 py-3">
        <h2 ref={heading} tabIndex={-1} className="font-semibold text-ink-900">
          <Trans>Notifications</Trans>
        </h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={markAllRead}
            disabled={markAll.isPending}
            className={buttonClass("ghost", "sm")}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {markAll.isPending ? <Trans>Marking as read...</Trans> : <Trans>Mark all as read</Trans>}
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!settled && !notifications.isError ? (
          <div role="status" className="grid place-items-center px-4 py-10">
            <span
              className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-ink-900"
              aria-hidden="true"
            />
            <span className="sr-only">
              <Trans>Loading notifications</Trans>
            </span>
          </div>
        ) : notifications.isError && items.length === 0 ? (
          <div className="p-3">
            <ErrorState title={t`We could not load your notifications.`} query={notifications} />
          </div>
        ) : items.length === 0 ? (
          <div className="px-4 py-10 text-center">
            <BellOff className="mx-auto size-7 text-ink-500" aria-hidden="true" />
            <p className="mt-2 font-semibold text-ink-900">
              <Trans>No notifications yet</Trans>
            </p>
            <p className="mt-1 text-sm text-ink-600">
              <Trans>We will tell you here when money moves in or out of your account.</Trans>
            </p>
          </div>
        ) : (
          <>
            <NotificationList items={items} onNavigate={onNavigate} />
            {notifications.isFetchNextPageError && (
              <p role="alert" className="px-4 pt-3 text-center text-sm font-medium text-negative-600">
                <Trans>We could not load more notifications. Please try again.</Trans>
              </p>
            )}
            {notifications.hasNextPage && (
              <div className="flex justify-center p-3">
                <button
                  type="button"
                  onClick={() => notifications.fetchNextPage()}
                  disabled={notifications.isFetchingNextPage}
                  className={buttonClass("outline", "sm")}
                >
                  {notifications.isFetchingNextPage && (
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  )}
                  {notifications.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
