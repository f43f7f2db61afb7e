import type { CustomerList } from "@larkspur/shared/schemas/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export const customersPageSize = 20;

/** Customers whose name, e-mail or account number matches `query`; every customer when it is empty. */
export function searchCustomers(query: string, page: number): Promise<CustomerList> {
  const params = new URLSearchParams({ query, page: String(page), pageSize: String(customersPageSize) });
  return api.get(`/api/admin/customers?${params.toString()}`);
}

export function useCustomerSearch(query: string, page: number) {
  return useQuery({
    queryKey: backofficeKeys.customers(query, page),
    queryFn: () => searchCustomers(query, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
