import type { ConversionQuote, QuoteBody } from "@larkspur/shared/schemas/conversions";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * A price held for 30 seconds. `rate` is units of `to` per 1 `from`; `fee` is in `from` and part of `sellAmount`,
 * which is exactly what leaves the `from` balance; `buyAmount` exactly what reaches the `to` balance.
 */
export function quoteConversion(userId: string, body: QuoteBody): Promise<ConversionQuote> {
  return api.post(`/api/conversions/${encodeURIComponent(userId)}/quote`, body);
}

export function useQuoteConversion(userId: string) {
  return useMutation({ mutationFn: (body: QuoteBody) => quoteConversion(userId, body) });
}
