import { z } from "zod";
import { limits } from "../limits";
import { dollarAmount } from "./transaction";

/** The three limits on a customer's money out, in dollars. */
export const limitKinds = ["perPayment", "daily", "monthly"] as const;
export type LimitKind = (typeof limitKinds)[number];

const limitLabels: Record<LimitKind, string> = {
  perPayment: "Per-payment limit",
  daily: "Daily limit",
  monthly: "30-day limit",
};

const limitAmount = (kind: LimitKind) => dollarAmount(limitLabels[kind], limits.moneyOutLimitMaxDollars);

/** Dollars, like every amount of the API. */
export const limitValues = z.object({
  perPayment: z.number().describe("The most one payment or transfer may be"),
  daily: z.number().describe("The most that may leave the account in one day (the customer's time zone)"),
  monthly: z.number().describe("The most that may leave the account in any 30 days"),
});
export type LimitValues = z.infer<typeof limitValues>;

/** `GET /api/limits/{userId}`: the customer's limits and what counts against them now. */
export const limitsResponse = limitValues.extend({
  usedToday: z.number().describe("Sent since midnight in the customer's time zone: Pending and Completed"),
  used30Days: z.number().describe("Sent in the last 30 days: Pending and Completed"),
});
export type LimitsResponse = z.infer<typeof limitsResponse>;

const listedOnly = (fields: string) => ({
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? `Send only ${fields}` : undefined,
});
const limitsEmpty = { message: "Send perPayment, daily, monthly or more than one of them" };
const namesALimit = (body: Partial<Record<LimitKind, unknown>>) =>
  limitKinds.some((kind) => body[kind] !== undefined);

/** `PUT /api/limits/{userId}`: the customer lowers any of their limits, to at most the bank's limit for them. */
export const updateLimitsBody = z
  .strictObject(
    {
      perPayment: limitAmount("perPayment").optional(),
      daily: limitAmount("daily").optional(),
      monthly: limitAmount("monthly").optional(),
    },
    listedOnly("perPayment, daily and monthly"),
  )
  .refine(namesALimit, limitsEmpty);
export type UpdateLimitsBody = z.infer<typeof updateLimitsBody>;

/**
 * `PUT /api/admin/customers/{userId}/limits`: an operator sets the bank's limits for the customer, above the standard
 * ones or below; null puts one back to the standard. A reason is required, for the audit log.
 */
export const adminLimitsBody = z
  .strictObject(
    {
      perPayment: limitAmount("perPayment").nullable().optional(),
      daily: limitAmount("daily").nullable().optional(),
      monthly: limitAmount("monthly").nullable().optional(),
      reason: z
        .string("A reason is required")
        .trim()
        .min(1, "A reason is required")
        .max(limits.cancelReasonMax, `A reason can be at most ${limits.cancelReasonMax} characters`),
    },
    listedOnly("perPayment, daily, monthly and reason"),
  )
  .refine(namesALimit, limitsEmpty);
export type AdminLimitsBody = z.infer<typeof adminLimitsBody>;

/** The back office's view: what the customer may send now, the bank's limits for them and the standard ones. */
export const adminLimitsResponse = limitsResponse.extend({
  bankLimits: limitValues.describe(
    "The bank's limits for this customer: the customer may lower theirs to below these",
  ),
  standardLimits: limitValues.describe("The limits every customer starts with (configured)"),
});
export type AdminLimitsResponse = z.infer<typeof adminLimitsResponse>;
