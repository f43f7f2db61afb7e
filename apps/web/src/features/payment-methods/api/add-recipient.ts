import type { AddRecipientBody, Recipient } from "@larkspur/shared/schemas/recipients";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileCompletenessKey, recipientsKey } from "../../../lib/recipients-query";

export function addRecipient(userId: string, body: AddRecipientBody): Promise<Recipient> {
  return api.post(`/api/recipients/${encodeURIComponent(userId)}`, body);
}

/** The dialog shows a refusal beside the fields it is about, so the generic toast stays off. */
export function useAddRecipient(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRecipientBody) => addRecipient(userId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipientsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileCompletenessKey(userId) }),
      ]);
    },
    meta: { errorToast: false },
  });
}
