import type { CardView } from "@larkspur/shared/schemas/cards";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";

/** A new USD card as the API issues it: active, no card limits, online on, ATMs on. */
export const travelCard: CardView = {
  cardId: "3c9f1e2a-7b4d-4c6e-8a5f-1d2e3f4a5b6c",
  last4: "4242",
  expMonth: 8,
  expYear: 2029,
  status: "Active",
  currency: "USD",
  nickname: "Travel",
  limits: { perPurchase: null, daily: null, monthly: null, online: true, atm: true },
};

/** A second card, frozen, in euros, without a nickname. */
export const frozenEuroCard: CardView = {
  cardId: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
  last4: "1881",
  expMonth: 1,
  expYear: 2030,
  status: "Frozen",
  currency: "EUR",
  nickname: null,
  limits: { perPurchase: 200, daily: 500, monthly: null, online: false, atm: true },
};

/** The full details of `travelCard`, a number passing the Luhn check. */
export const travelCardDetails = { pan: "4000123412344242", cvc: "123", expMonth: 8, expYear: 2029 };

/** A card purchase as the history lists it: authorised, waiting for the shop's clearing. */
export const cardPurchase: TransactionItem = {
  _id: "t_card_1",
  transactionId: "1700000000101",
  type: "Withdrawal",
  status: "Pending",
  currency: "USD",
  amount: 4.5,
  description: "Card · Corner Café",
  dateTime: "2026-03-08T08:15:00.000Z",
  transferOption: null,
  counterparty: null,
  // As the API sends a card purchase: the bank fields of a withdrawal, empty.
  bankDetails: { accountName: "", accountNumber: "", bankName: "", accountType: "" },
};

/** A merchant's refund to the card. */
export const cardRefund: TransactionItem = {
  ...cardPurchase,
  _id: "t_card_2",
  transactionId: "1700000000102",
  type: "Deposit",
  status: "Completed",
  amount: 20,
  description: "Card · Bookshop",
  dateTime: "2026-03-09T12:00:00.000Z",
  bankDetails: null,
};
