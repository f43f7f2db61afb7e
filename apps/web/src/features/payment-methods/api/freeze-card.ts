import type { CardView } from "@larkspur/shared/schemas/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { cardsKey } from "./cards";

/** Stops every new purchase on the card until it is unfrozen. */
export function freezeCard(userId: string, cardId: string): Promise<CardView> {
  return api.post(`/api/cards/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}/freeze`);
}

/** A refusal shows in the generic toast: the button has nowhere else to say it. */
export function useFreezeCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => freezeCard(userId, cardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}
