import type { PaymentBatch } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Takes every payment waiting into a new batch. */
export function createPaymentBatch(): Promise<PaymentBatch> {
  return api.post("/api/admin/payment-batches");
}

export function useCreatePaymentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentBatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
