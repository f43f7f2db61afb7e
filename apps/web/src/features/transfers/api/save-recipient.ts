import type { AddRecipientBody, Recipient } from "@larkspur/shared/schemas/recipients";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { recipientsKey } from "../../../lib/recipients-query";

export function saveRecipient(userId: string, body: AddRecipientBody): Promise<Recipient> {
  return api.post(`/api/recipients/${encodeURIComponent(userId)}`, body);
}

/**
 * Saves someone the customer paid, so the wizard can offer them next time. The list is read again either way: a
 * refusal may mean they were saved meanwhile, from another tab or device.
 */
export function useSaveRecipient(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRecipientBody) => saveRecipient(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipientsKey(userId) }),
  });
}
