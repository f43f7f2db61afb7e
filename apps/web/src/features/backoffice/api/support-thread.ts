import type { InboxThread } from "@larkspur/shared/schemas/support";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supportKeys } from "../../../lib/support-keys";
import { backofficeKeys } from "../backoffice-keys";

/** A conversation as an operator reads it; reading it marks the customer's messages seen. */
export function fetchSupportThread(id: string): Promise<InboxThread> {
  return api.get(`/api/admin/support/${encodeURIComponent(id)}`);
}

export function useSupportThread(id: string) {
  return useQuery({
    queryKey: backofficeKeys.supportThread(id),
    queryFn: () => fetchSupportThread(id),
    staleTime: 0,
  });
}

/**
 * A change an operator makes to the conversation (take, answer, close): the thread shows what the server answers and
 * the inbox is read again. A refusal (another operator has it, it was closed meanwhile) is toasted.
 */
export function useThreadChange<Input>(id: string, change: (input: Input) => Promise<InboxThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (thread) => queryClient.setQueryData(backofficeKeys.supportThread(id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox }),
  });
}
