import type { ConversationThread } from "@larkspur/shared/schemas/support";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supportKeys } from "../../../lib/support-keys";

export const conversationKey = (id: string) => [...supportKeys.conversations, "thread", id] as const;

/** One of the customer's conversations; reading it marks the team's answers seen. */
export function fetchConversation(id: string): Promise<ConversationThread> {
  return api.get(`/api/support/conversations/${encodeURIComponent(id)}`);
}

export function useConversation(id: string) {
  // Read afresh each time it is shown: reading it is what marks the team's answers seen.
  return useQuery({ queryKey: conversationKey(id), queryFn: () => fetchConversation(id), staleTime: 0 });
}
