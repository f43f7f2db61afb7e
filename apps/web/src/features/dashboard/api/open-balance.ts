import type { Currency } from "@larkspur/shared/currencies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Balance } from "../../../lib/balances";
import { currentUserKey } from "../../../lib/current-user-query";

/** Opens a balance in `currency`; one already open is answered as it is. */
export function openBalance(userId: string, currency: Currency): Promise<Balance> {
  return api.post(`/api/balances/${encodeURIComponent(userId)}`, { currency });
}

export function useOpenBalance(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => openBalance(userId, currency),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
