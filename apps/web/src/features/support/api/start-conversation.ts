import type { ConversationThread, StartConversationBody } from "@larkspur/shared/schemas/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { conversationKey } from "./conversation";
import { conversationsKey } from "./conversations";

export function startConversation(body: StartConversationBody): Promise<ConversationThread> {
  return api.post("/api/support/conversations", body);
}

/** A new conversation with its first message; the list shows it at once. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (thread) => queryClient.setQueryData(conversationKey(thread.id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
