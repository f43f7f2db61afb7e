import type { ConversionResult } from "@larkspur/shared/schemas/conversions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserKey } from "../../../lib/current-user-query";
import { transactionsKey } from "../../../lib/transactions-query";

/**
 * Converts at a quote's price. The key is the same for every retry of one quote, so a double click or a retried
 * request converts once; the server refuses a quote that has expired or was used.
 */
export function convertCurrency(
  userId: string,
  quoteId: string,
  idempotencyKey: string,
): Promise<ConversionResult> {
  return api.post(
    `/api/conversions/${encodeURIComponent(userId)}`,
    { quoteId },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
}

/** A conversion moves two balances and adds a history row, so both are read again. */
export function useConvertCurrency(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string }) =>
      convertCurrency(userId, quoteId, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: transactionsKey(userId) }),
      ]),
  });
}
