import { z } from "zod";
import { limits } from "../limits";
import { currencyCode } from "./balances";

/** Cards' own constants, shared by the web app and the API. */
export const cardRules = {
  /** Cards a customer may hold that are not terminated. */
  maxCards: 5,
  nicknameMax: 40,
  /** How long an authorisation may wait for its clearing before its hold is released. */
  authorizationExpiryDays: 7,
  /** Years a new card is valid for. */
  validityYears: 3,
  merchantNameMax: 100,
  idMax: 100,
} as const;

export const cardStatuses = ["Active", "Frozen", "Terminated"] as const;
export type CardStatus = (typeof cardStatuses)[number];

export const cardChannels = ["online", "in_store", "atm"] as const;
export type CardChannel = (typeof cardChannels)[number];

/** Why the bank declines a card authorisation or increment, as the card network is told. */
export const cardDeclineReasons = [
  "insufficient_funds",
  "card_frozen",
  "card_terminated",
  "card_limit",
  "account_limit",
  "channel_disabled",
  "account_on_hold",
] as const;
export type CardDeclineReason = (typeof cardDeclineReasons)[number];

/**
 * A card's own limits, in the card's currency with its decimals; null is no card limit (the account's limits on money
 * out still apply). `online` and `atm` switch those channels on or off; in-store purchases are always allowed.
 */
export const cardLimits = z.object({
  perPurchase: z.number().nullable().describe("The most one purchase may be; null: no card limit"),
  daily: z.number().nullable().describe("The most the card may spend in one day (UTC); null: no card limit"),
  monthly: z.number().nullable().describe("The most the card may spend in any 30 days; null: no card limit"),
  online: z.boolean().describe("Whether online purchases are allowed"),
  atm: z.boolean().describe("Whether cash withdrawals at ATMs are allowed"),
});
export type CardLimits = z.infer<typeof cardLimits>;

/** A card as its owner and the back office see it: never its number or CVC. */
export const cardView = z.object({
  cardId: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  status: z.enum(cardStatuses),
  currency: currencyCode,
  nickname: z.string().nullable(),
  limits: cardLimits,
});
export type CardView = z.infer<typeof cardView>;

/** `GET /api/cards/{userId}`: the customer's cards, newest first, terminated ones included. */
export const cardList = z.array(cardView);
export type CardList = z.infer<typeof cardList>;

const nickname = z
  .string("Nickname must be text")
  .trim()
  .max(cardRules.nicknameMax, `Nickname must be at most ${cardRules.nicknameMax} characters`);

/** `POST /api/cards/{userId}`: a new virtual card in USD or a currency the customer holds. */
export const issueCardBody = z.strictObject({
  currency: currencyCode,
  nickname: nickname.optional(),
});
export type IssueCardBody = z.infer<typeof issueCardBody>;

export const cardParams = z.object({
  userId: z.string().min(1).max(cardRules.idMax),
  cardId: z.string().min(1).max(cardRules.idMax),
});

/** `POST /api/cards/{userId}/{cardId}/details`: the full number, shown only after a fresh proof of identity. */
export const cardDetails = z.object({
  pan: z.string().regex(/^\d{16}$/),
  cvc: z.string().regex(/^\d{3}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type CardDetails = z.infer<typeof cardDetails>;

const cardLimitAmount = (label: string) =>
  z
    .number(`${label} must be a number or null`)
    .positive(`${label} must be more than 0`)
    .max(limits.moneyOutLimitMaxDollars * 1000, `${label} is too large`)
    .nullable();

/**
 * `PUT /api/cards/{userId}/{cardId}/limits`: any of the card's limits, amounts in the card's currency (null removes
 * one); what is not sent stays as it was.
 */
export const updateCardLimitsBody = z
  .strictObject(
    {
      perPurchase: cardLimitAmount("Per-purchase limit").optional(),
      daily: cardLimitAmount("Daily limit").optional(),
      monthly: cardLimitAmount("Monthly limit").optional(),
      online: z.boolean("Online must be true or false").optional(),
      atm: z.boolean("ATM must be true or false").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? "Send only perPurchase, daily, monthly, online and atm"
          : undefined,
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send perPurchase, daily, monthly, online or atm",
  });
export type UpdateCardLimitsBody = z.infer<typeof updateCardLimitsBody>;

/** `POST /api/admin/customers/{userId}/cards/{cardId}/freeze`: an operator freezes a card, with a reason. */
export const adminFreezeCardBody = z.strictObject({
  reason: z
    .string("A reason is required")
    .trim()
    .min(1, "A reason is required")
    .max(limits.cancelReasonMax, `A reason can be at most ${limits.cancelReasonMax} characters`),
});
export type AdminFreezeCardBody = z.infer<typeof adminFreezeCardBody>;

// The card network's side: amounts are integers of the currency's minor unit, as processors send them.

const networkId = z.string().min(1).max(cardRules.idMax);
const minorAmount = z
  .number()
  .int("Amounts are integers of the minor unit")
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const cardMerchant = z.object({
  name: z.string().trim().min(1).max(cardRules.merchantNameMax),
  mcc: z.string().regex(/^\d{4}$/, "mcc has 4 digits"),
  country: z.string().regex(/^[A-Z]{2}$/, "country is an ISO 3166 alpha-2 code"),
});
export type CardMerchant = z.infer<typeof cardMerchant>;

export const cardAuthorizationEvent = z.object({
  type: z.literal("authorization"),
  authorizationId: networkId,
  cardId: networkId,
  amount: minorAmount,
  currency: currencyCode,
  merchant: cardMerchant,
  channel: z.enum(cardChannels),
});
export const cardIncrementEvent = z.object({
  type: z.literal("increment"),
  authorizationId: networkId,
  amount: minorAmount,
});
export const cardReversalEvent = z.object({
  type: z.literal("reversal"),
  authorizationId: networkId,
  amount: minorAmount.optional(),
});
export const cardClearingEvent = z.object({
  type: z.literal("clearing"),
  authorizationId: networkId,
  amount: minorAmount,
});
export const cardRefundEvent = z.object({
  type: z.literal("refund"),
  cardId: networkId,
  amount: minorAmount,
  merchant: cardMerchant,
});

/** `POST /api/card-network/events`, signed `X-Larkspur-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
export const cardNetworkEvent = z.discriminatedUnion("type", [
  cardAuthorizationEvent,
  cardIncrementEvent,
  cardReversalEvent,
  cardClearingEvent,
  cardRefundEvent,
]);
export type CardNetworkEvent = z.infer<typeof cardNetworkEvent>;
export type CardAuthorizationEvent = z.infer<typeof cardAuthorizationEvent>;

/** The answer to an authorisation or an increment. */
export const cardDecision = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approved") }),
  z.object({ decision: z.literal("declined"), reason: z.enum(cardDeclineReasons) }),
]);
export type CardDecision = z.infer<typeof cardDecision>;

/** The answer to a reversal, clearing or refund: what the bank did with it. */
export const cardEventReceipt = z.object({
  accepted: z.literal(true),
  status: z.enum(["Pending", "Completed", "Cancelled"]).describe("The purchase's status after the event"),
});
export type CardEventReceipt = z.infer<typeof cardEventReceipt>;

export const cardNetworkResponse = z.union([cardDecision, cardEventReceipt]);
export type CardNetworkResponse = z.infer<typeof cardNetworkResponse>;
