import type { ApproveTransferResponse } from "@larkspur/shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Completes a pending transfer, or records the first of two approvals when the four-eyes rule applies. */
export function approveTransfer(transactionId: string): Promise<ApproveTransferResponse> {
  return api.post(`/api/admin/transfers/${encodeURIComponent(transactionId)}/approve`);
}

/** A 409 (decided meanwhile, or approved twice) is toasted with the server's words; the queue refreshes either way. */
export function useApproveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
