import type { ConversationStatus, Inbox } from "@larkspur/shared/schemas/support";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Open conversations with the longest waiting first, or the latest closed. */
export function fetchSupportInbox(status: ConversationStatus): Promise<Inbox> {
  return api.get(`/api/admin/support?${new URLSearchParams({ status })}`);
}

/** Kept current by the event stream's support signal (a customer writes, another operator takes or answers). */
export function useSupportInbox(status: ConversationStatus) {
  return useQuery({
    queryKey: backofficeKeys.supportInbox(status),
    queryFn: () => fetchSupportInbox(status),
    staleTime: 0,
  });
}
