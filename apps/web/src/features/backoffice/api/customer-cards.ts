import type { CardList } from "@larkspur/shared/schemas/cards";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Under the customer's key, so an action on the customer (a card frozen, an account held) refreshes it. */
export const customerCardsKey = (userId: string) => [...backofficeKeys.customer(userId), "cards"] as const;

/** A customer's cards as they see them, never their numbers: newest first, terminated ones included. */
export function fetchCustomerCards(userId: string): Promise<CardList> {
  return api.get(`/api/admin/customers/${encodeURIComponent(userId)}/cards`);
}

export function useCustomerCards(userId: string) {
  return useQuery({
    queryKey: customerCardsKey(userId),
    queryFn: () => fetchCustomerCards(userId),
    staleTime: 0,
  });
}
