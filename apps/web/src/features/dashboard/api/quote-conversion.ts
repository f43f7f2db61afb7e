import type { Currency } from "@larkspur/shared/currencies";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** "sell": the amount is what leaves the `from` balance, fee included; "buy": what reaches the `to` balance. */
export type ConversionSide = "sell" | "buy";

export interface QuoteRequest {
  from: Currency;
  to: Currency;
  amount: number;
  side: ConversionSide;
}

/**
 * A price held for 30 seconds. `rate` is units of `to` per 1 `from`; `fee` is in `from` and part of `sellAmount`,
 * which is exactly what leaves the `from` balance; `buyAmount` exactly what reaches the `to` balance.
 */
export interface ConversionQuote {
  quoteId: string;
  from: Currency;
  to: Currency;
  rate: number;
  fee: number;
  sellAmount: number;
  buyAmount: number;
  expiresAt: string;
}

export function quoteConversion(userId: string, request: QuoteRequest): Promise<ConversionQuote> {
  return api.post(`/api/conversions/${encodeURIComponent(userId)}/quote`, request);
}

export function useQuoteConversion(userId: string) {
  return useMutation({ mutationFn: (request: QuoteRequest) => quoteConversion(userId, request) });
}
