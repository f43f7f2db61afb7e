import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface InitiateTransferAnswer {
  message: string;
  transactionId: string;
}

/**
 * Starts a transfer; the server e-mails its code. The key is the same for every retry of one wizard attempt, so a
 * double click or a retried request creates one transfer, not two.
 */
export function initiateTransfer(
  userId: string,
  body: InitiateTransferBody,
  idempotencyKey: string,
): Promise<InitiateTransferAnswer> {
  return api.post(`/api/transaction/initiate/${encodeURIComponent(userId)}`, body, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useInitiateTransfer(userId: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InitiateTransferBody; idempotencyKey: string }) =>
      initiateTransfer(userId, body, idempotencyKey),
  });
}
