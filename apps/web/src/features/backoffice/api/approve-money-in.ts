import type { MoneyInEntry } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** A second operator approves an assignment waiting for approval: the money is credited to the customer. */
export function approveMoneyIn(id: string): Promise<{ entry: MoneyInEntry }> {
  return api.post(`/api/admin/money-in/${encodeURIComponent(id)}/approve`);
}

/** A refusal (decided meanwhile, the operator who asked) is toasted with the server's words; the lists refresh. */
export function useApproveMoneyIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMoneyIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
