import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileCompletenessKey } from "../../../lib/recipients-query";
import { cardsKey } from "./cards";

/** Ends the card for good: it can never be used or unfrozen again. */
export function terminateCard(userId: string, cardId: string): Promise<unknown> {
  return api.delete(`/api/cards/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}`);
}

/** The dialog shows a refusal itself, so the generic toast stays off. */
export function useTerminateCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => terminateCard(userId, cardId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileCompletenessKey(userId) }),
      ]);
    },
    meta: { errorToast: false },
  });
}
