import type { ConversationList } from "@larkspur/shared/schemas/support";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supportKeys } from "../../../lib/support-keys";

export const conversationsKey = [...supportKeys.conversations, "list"] as const;

export function fetchConversations(): Promise<ConversationList> {
  return api.get("/api/support/conversations");
}

/** The customer's conversations with the support team, latest activity first. */
export function useConversations() {
  return useQuery({ queryKey: conversationsKey, queryFn: fetchConversations });
}
