import type { MoneyInList, MoneyInStatus } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Money in of one status (Unmatched: waiting for an operator), the oldest first. */
export function fetchMoneyIn(status: MoneyInStatus): Promise<MoneyInList> {
  return api.get(`/api/admin/money-in?status=${status}`);
}

export function useMoneyIn(status: MoneyInStatus) {
  return useQuery({
    queryKey: backofficeKeys.moneyIn(status),
    queryFn: () => fetchMoneyIn(status),
    staleTime: 0,
  });
}
