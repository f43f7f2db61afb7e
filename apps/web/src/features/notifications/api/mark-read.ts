import type { MarkReadBody, NotificationsPage } from "@larkspur/shared/schemas/notifications";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationsKey } from "./notifications";

export function markNotificationsRead(body: MarkReadBody): Promise<{ unread: number }> {
  return api.post("/api/notifications/read", body);
}

/** The cached pages with those notifications read and the server's new count. */
function markedRead(
  data: InfiniteData<NotificationsPage>,
  body: MarkReadBody,
  unread: number,
): InfiniteData<NotificationsPage> {
  const readAt = new Date().toISOString();
  const marks = (id: string) => "all" in body || body.ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread,
      items: page.items.map((item) => (item.readAt === null && marks(item.id) ? { ...item, readAt } : item)),
    })),
  };
}

/**
 * Marks notifications read. The panel shows it at once from the answer; a failure says so in a toast unless the
 * caller asks otherwise (opening a notification marks it read quietly).
 */
export function useMarkNotificationsRead({ quiet = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { errorToast: !quiet },
    onSuccess: ({ unread }, body) => {
      queryClient.setQueryData<InfiniteData<NotificationsPage>>(
        notificationsKey,
        (data) => data && markedRead(data, body, unread),
      );
    },
  });
}
