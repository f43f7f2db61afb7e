import type { AdminLimitsBody, AdminLimitsResponse } from "@larkspur/shared/schemas/limits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

const customerLimitsKey = (userId: string) => [...backofficeKeys.customer(userId), "limits"] as const;

/** A customer's limits in force, the bank's limits for them and the standard ones. */
export function fetchCustomerLimits(userId: string): Promise<AdminLimitsResponse> {
  return api.get(`/api/admin/customers/${encodeURIComponent(userId)}/limits`);
}

export function useCustomerLimits(userId: string) {
  return useQuery({
    queryKey: customerLimitsKey(userId),
    queryFn: () => fetchCustomerLimits(userId),
    staleTime: 0,
  });
}

/** Sets the bank's limits for the customer, with a reason for the audit log. */
export function changeCustomerLimits(userId: string, body: AdminLimitsBody): Promise<AdminLimitsResponse> {
  return api.put(`/api/admin/customers/${encodeURIComponent(userId)}/limits`, body);
}

export function useChangeCustomerLimits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLimitsBody) => changeCustomerLimits(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
