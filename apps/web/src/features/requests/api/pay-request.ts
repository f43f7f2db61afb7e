import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserKey } from "../../../lib/current-user-query";
import { requestsKey } from "./requests-query";

export interface StartedPayment {
  message: string;
  transactionId: string;
}

/**
 * Starts paying a request: the server takes the recipient and the amount from the request and e-mails a code. One key
 * per visit to the page, so a retried or double-clicked Pay starts one payment.
 */
export function payRequest(
  userId: string,
  requestId: string,
  idempotencyKey: string,
): Promise<StartedPayment> {
  return api.post(
    `/api/transaction/initiate/${encodeURIComponent(userId)}`,
    { transferOption: "Larkspur", requestId },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
}

/** A refusal (paid meanwhile, balance spent) means the page is out of date: the request and balance are read again. */
export function usePayRequest(userId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => payRequest(userId, requestId, idempotencyKey),
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
