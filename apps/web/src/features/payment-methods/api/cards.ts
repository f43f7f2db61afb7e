import type { CardList } from "@larkspur/shared/schemas/cards";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The customer's cards; every change to a card refreshes them. */
export const cardsKey = (userId: string) => ["cards", userId] as const;

/** The customer's cards, newest first, terminated ones included. */
export function fetchCards(userId: string): Promise<CardList> {
  return api.get(`/api/cards/${encodeURIComponent(userId)}`);
}

export function useCards(userId: string) {
  return useQuery({
    queryKey: cardsKey(userId),
    queryFn: () => fetchCards(userId),
    enabled: userId !== "",
  });
}
