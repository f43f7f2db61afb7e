import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { currentUserKey } from "./current-user-query";
import { transactionsKey } from "./transactions-query";

/**
 * The code goes as a number; it never starts with 0. A transfer answers with its transaction, a payment with
 * "Payment sent": the wizard needs only to know it succeeded.
 */
export function verifyTransfer(
  userId: string,
  body: { otp: number; transactionId: string },
): Promise<{ message: string }> {
  return api.post(`/api/transaction/verify/${encodeURIComponent(userId)}`, body);
}

/** The modal shows a refused code next to the field, so the generic toast stays off. */
export function useVerifyTransfer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { otp: number; transactionId: string }) => verifyTransfer(userId, body),
    meta: { errorToast: false },
    // A verified transfer holds money, a payment moves it, a cancelled one (too many wrong codes) shows in the
    // history: refresh both.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: transactionsKey(userId) }),
      ]),
  });
}
