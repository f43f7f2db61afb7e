import type { DepositBody, TransferResultResponse } from "@larkspur/shared/schemas/transaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Credits a customer through the ledger; a repeat with the same key returns the first answer and moves nothing. */
export function creditDeposit(
  userId: string,
  body: DepositBody,
  idempotencyKey: string,
): Promise<TransferResultResponse> {
  return api.post(`/api/admin/customers/${encodeURIComponent(userId)}/deposits`, body, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreditDeposit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositBody; idempotencyKey: string }) =>
      creditDeposit(userId, body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
