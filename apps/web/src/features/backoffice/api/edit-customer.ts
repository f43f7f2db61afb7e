import type { EditCustomerBody, EditCustomerResponse } from "@larkspur/shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Corrects a customer's name, phone or address; the reason and the values before and after are audited. */
export function editCustomer(userId: string, body: EditCustomerBody): Promise<EditCustomerResponse> {
  return api.patch(`/api/admin/customers/${encodeURIComponent(userId)}`, body);
}

export function useEditCustomer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditCustomerBody) => editCustomer(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
