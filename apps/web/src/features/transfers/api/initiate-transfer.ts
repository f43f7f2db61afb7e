import type { InitiateBody } from "@larkspur/shared/schemas/transaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserKey } from "../../../lib/current-user-query";

export interface InitiateTransferAnswer {
  message: string;
  transactionId: string;
}

/**
 * Starts a transfer, or a payment to another customer; the server e-mails its code. The key is the same for every
 * retry of one wizard attempt, so a double click or a retried request creates one transfer, not two.
 */
export function initiateTransfer(
  userId: string,
  body: InitiateBody,
  idempotencyKey: string,
): Promise<InitiateTransferAnswer> {
  return api.post(`/api/transaction/initiate/${encodeURIComponent(userId)}`, body, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/**
 * A refusal (the balance was spent or the account put on hold since the page loaded) means the page's copy of the
 * customer is out of date, so it is fetched again: the balance or the hold notice then shows what the server knows.
 */
export function useInitiateTransfer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InitiateBody; idempotencyKey: string }) =>
      initiateTransfer(userId, body, idempotencyKey),
    onError: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
