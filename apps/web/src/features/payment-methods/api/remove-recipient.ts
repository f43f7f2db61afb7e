import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileCompletenessKey, recipientsKey } from "../../../lib/recipients-query";

export function removeRecipient(userId: string, recipientId: string): Promise<{ message: string }> {
  return api.delete(`/api/recipients/${encodeURIComponent(userId)}/${encodeURIComponent(recipientId)}`);
}

/** The dialog shows a refusal itself, so the generic toast stays off. */
export function useRemoveRecipient(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipientId: string) => removeRecipient(userId, recipientId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipientsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileCompletenessKey(userId) }),
      ]);
    },
    meta: { errorToast: false },
  });
}
