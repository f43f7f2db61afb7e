import type { CardView } from "@larkspur/shared/schemas/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { cardsKey } from "./cards";

/** Lets a frozen card be used again. */
export function unfreezeCard(userId: string, cardId: string): Promise<CardView> {
  return api.post(`/api/cards/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}/unfreeze`);
}

/** A refusal shows in the generic toast: the button has nowhere else to say it. */
export function useUnfreezeCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => unfreezeCard(userId, cardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}
