import type { TransferResultResponse } from "@larkspur/shared/schemas/transaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Cancels a pending transfer and releases its hold; the reason goes to the audit log, not to the customer. */
export function rejectTransfer(transactionId: string, reason: string): Promise<TransferResultResponse> {
  return api.post(`/api/admin/transfers/${encodeURIComponent(transactionId)}/reject`, { reason });
}

export function useRejectTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, reason }: { transactionId: string; reason: string }) =>
      rejectTransfer(transactionId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
