import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { currentUserKey } from "../../../lib/current-user-query";
import { notify } from "../../../lib/toast";
import { transactionsKey } from "../../../lib/transactions-query";
import { requestsKey } from "./requests-query";

export interface PaymentSent {
  message: string;
  transactionId: string;
  status: string;
}

/** The code goes as a number; it never starts with 0. */
export function verifyPayment(
  userId: string,
  body: { otp: number; transactionId: string },
): Promise<PaymentSent> {
  return api.post(`/api/transaction/verify/${encodeURIComponent(userId)}`, body);
}

/**
 * The dialog shows a refused code by its field; a payment moves money, so balance, history and requests refresh.
 * Its callbacks are the hook's own, so they run even when the refreshed request unmounts the dialog first.
 */
export function useVerifyPayment(userId: string, onPaid: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { otp: number; transactionId: string }) => verifyPayment(userId, body),
    meta: { errorToast: false },
    onSuccess: onPaid,
    // Paid by someone else, or closed, meanwhile: the refreshed page shows the request as it is, and says why.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) notify.error(error.message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: transactionsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: requestsKey(userId) }),
      ]),
  });
}
