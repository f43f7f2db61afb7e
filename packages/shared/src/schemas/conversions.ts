import { z } from "zod";
import { limits } from "../limits";
import { amountProblem, currencyCode, positiveAmount } from "./balances";

/** Whether the amount asked for is what the customer sells or what they buy. */
export const conversionSides = ["sell", "buy"] as const;
export type ConversionSide = (typeof conversionSides)[number];

/**
 * `POST /api/conversions/{userId}/quote`: the amount is in `from` when selling and in `to` when buying, with that
 * currency's decimals.
 */
export const quoteBody = z
  .object({
    from: currencyCode,
    to: currencyCode,
    amount: positiveAmount("Amount"),
    side: z.enum(conversionSides, 'Choose "sell" or "buy"'),
  })
  .superRefine((body, ctx) => {
    const currency = body.side === "sell" ? body.from : body.to;
    const problem = amountProblem("Amount", body.amount, currency, limits.transferMaxDollars);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"], input: body.amount });
  });
export type QuoteBody = z.infer<typeof quoteBody>;

/** What a conversion takes and gives; amounts in their currency's decimals, the fee in `from`. */
const conversionTerms = {
  from: currencyCode,
  to: currencyCode,
  rate: z.number().describe("Units of `to` per 1 `from`, crossed through the euro, 10 significant digits"),
  fee: z.number().describe("0.4 % of the amount sold, in `from`, part of sellAmount"),
  sellAmount: z.number().describe("Taken from the `from` balance, fee included"),
  buyAmount: z.number().describe("Given to the `to` balance"),
};

export const conversionQuote = z.object({
  quoteId: z.string(),
  ...conversionTerms,
  expiresAt: z.iso.datetime().describe("The quote can be used once, until then (30 seconds)"),
});
export type ConversionQuote = z.infer<typeof conversionQuote>;

export const convertBody = z.object({ quoteId: z.string("Get a quote first").min(1).max(100) });
export type ConvertBody = z.infer<typeof convertBody>;

export const conversionResult = z.object({
  message: z.string(),
  transactionId: z.string(),
  status: z.literal("Completed"),
  ...conversionTerms,
});
export type ConversionResult = z.infer<typeof conversionResult>;

/** A conversion as its history item details it. */
export const conversionDetails = z.object(conversionTerms);
export type ConversionDetails = z.infer<typeof conversionDetails>;
