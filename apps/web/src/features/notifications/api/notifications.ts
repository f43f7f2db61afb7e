import type { NotificationsPage } from "@larkspur/shared/schemas/notifications";
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const notificationsKey = ["notifications"] as const;

export function fetchNotificationsPage(cursor?: string): Promise<NotificationsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return api.get<NotificationsPage>(`/api/notifications${query}`);
}

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationsKey,
  queryFn: ({ pageParam }) => fetchNotificationsPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** The unread count of the newest page read, which the server counts over every page. */
export function unreadOf(data: InfiniteData<NotificationsPage> | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

/**
 * The customer's notifications in pages, newest first. The bell reads the first page on every signed-in page for its
 * count; the live stream (live-updates.ts) refreshes it when something happens.
 */
export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
