import type { PaymentBatchList } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** The newest payment batches with their totals and how the bank answered. */
export function fetchPaymentBatches(): Promise<PaymentBatchList> {
  return api.get("/api/admin/payment-batches");
}

export function usePaymentBatches() {
  return useQuery({ queryKey: backofficeKeys.paymentBatches, queryFn: fetchPaymentBatches, staleTime: 0 });
}
