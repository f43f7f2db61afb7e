import type { CustomerDetail } from "@larkspur/shared/schemas/admin";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Profile, balances, the latest transactions and open sessions of one customer. */
export function fetchCustomerDetail(userId: string): Promise<CustomerDetail> {
  return api.get(`/api/admin/customers/${encodeURIComponent(userId)}`);
}

export function useCustomerDetail(userId: string) {
  return useQuery({
    queryKey: backofficeKeys.customer(userId),
    queryFn: () => fetchCustomerDetail(userId),
    staleTime: 0,
  });
}
