import type { CardDeclineReason, CardMerchant } from "@larkspur/shared/schemas/cards";
import type { Notice } from "../notifications";

/** Where a card's notice leads: the purchase in the history, or the cards when no purchase was made. */
const PAYMENT_METHODS = "/payment-methods";

export interface Purchase {
  userId: string;
  last4: string;
  amount: bigint;
  currency: string;
  merchant: Pick<CardMerchant, "name">;
}

/** What a card's owner is told in the app of each authorisation and each decline, with its reason. */
export const cardNotices = {
  authorized: (purchase: Purchase, transactionId: string): Notice => ({
    userId: purchase.userId,
    kind: "card.authorized",
    params: {
      amount: String(purchase.amount),
      currency: purchase.currency,
      name: purchase.merchant.name,
      last4: purchase.last4,
      transactionId,
    },
    link: `/transactions/${transactionId}`,
  }),
  declined: (purchase: Purchase, reason: CardDeclineReason): Notice => ({
    userId: purchase.userId,
    kind: "card.declined",
    params: {
      amount: String(purchase.amount),
      currency: purchase.currency,
      name: purchase.merchant.name,
      last4: purchase.last4,
      reason: `card.declined.${reason}`,
    },
    link: PAYMENT_METHODS,
  }),
};
