import type { PaymentsOutView } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Approved Local and International transfers waiting for a batch, and their totals per currency. */
export function fetchPaymentsOut(): Promise<PaymentsOutView> {
  return api.get("/api/admin/payments-out");
}

export function usePaymentsOut() {
  return useQuery({ queryKey: backofficeKeys.paymentsOut, queryFn: fetchPaymentsOut, staleTime: 0 });
}
