import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { currentUserKey } from "./current-user-query";
import { transactionsKey } from "./transactions-query";

export function cancelTransfer(userId: string, transactionId: string): Promise<unknown> {
  return api.post(
    `/api/transaction/cancel/${encodeURIComponent(userId)}/${encodeURIComponent(transactionId)}`,
  );
}

/** The customer withdraws an Unconfirmed or Pending request; the history and the released balance refresh. */
export function useCancelTransfer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: TransactionItem) => cancelTransfer(userId, transaction.transactionId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
