import type { CardView, UpdateCardLimitsBody } from "@larkspur/shared/schemas/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { cardsKey } from "./cards";

/** Changes the limits sent; what is not sent stays as it was. */
export function saveCardLimits(
  userId: string,
  cardId: string,
  body: UpdateCardLimitsBody,
): Promise<CardView> {
  return api.put(`/api/cards/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}/limits`, body);
}

/** The dialog shows a refusal above its fields, so the generic toast stays off. */
export function useSaveCardLimits(userId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCardLimitsBody) => saveCardLimits(userId, cardId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
    meta: { errorToast: false },
  });
}
