import type { CustomerSummary, UpdateCustomerBody } from "@larkspur/shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Holds or releases a customer's transfers, or disables or re-enables the account; the reason is audited. */
export function updateCustomer(userId: string, body: UpdateCustomerBody): Promise<CustomerSummary> {
  return api.put(`/api/admin/customers/${encodeURIComponent(userId)}`, body);
}

export function useUpdateCustomer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) => updateCustomer(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
