import type { ConversationThread } from "@larkspur/shared/schemas/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { conversationKey } from "./conversation";
import { conversationsKey } from "./conversations";

export function sendMessage(id: string, message: string): Promise<ConversationThread> {
  return api.post(`/api/support/conversations/${encodeURIComponent(id)}/messages`, { message });
}

/** The customer writes in a conversation; the thread shows what the server now holds. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(id, message),
    onSuccess: (thread) => queryClient.setQueryData(conversationKey(id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
