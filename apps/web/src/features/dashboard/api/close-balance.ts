import type { Currency } from "@larkspur/shared/currencies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserKey } from "../../../lib/current-user-query";

/** Closes an empty balance; the server refuses the main one and one that still holds money. */
export function closeBalance(userId: string, currency: Currency): Promise<void> {
  return api.delete(`/api/balances/${encodeURIComponent(userId)}/${currency}`);
}

/** Either way the balances are read again: a refusal means the page's copy was out of date. */
export function useCloseBalance(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => closeBalance(userId, currency),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
