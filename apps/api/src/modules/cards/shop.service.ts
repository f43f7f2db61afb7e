import { randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import type { AppContext } from "../../context";
import { openCardValue, panDigest } from "./card-secrets";
import { findCardByDigest } from "./cards.repo";

/** What a shopper types on the dev shop's form. */
export interface ShopPayment {
  cardNumber: string;
  expiry: string;
  cvc: string;
  amount: string;
  merchant: string;
}

export type ShopCheck =
  | { ok: true; cardId: string; currency: string; amount: number; authorizationId: string }
  | { ok: false; problem: string };

/**
 * What a card terminal checks before it asks the bank: the number is one of our cards, the expiry and CVC are its
 * own, and the amount is a positive amount with the card currency's decimals (minor units for the network).
 */
export async function checkShopPayment(ctx: AppContext, payment: ShopPayment): Promise<ShopCheck> {
  const pan = payment.cardNumber.replace(/[\s-]/g, "");
  const card = /^\d{16}$/.test(pan) ? await findCardByDigest(ctx.db, panDigest(ctx.cardKey, pan)) : undefined;
  if (!card) return { ok: false, problem: "No Larkspur card has this number." };
  const expiry = payment.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || Number(expiry[1]) !== card.exp_month || year !== card.exp_year) {
    return { ok: false, problem: "The expiry date does not match the card (MM/YY)." };
  }
  if (payment.cvc.trim() !== openCardValue(ctx.cardKey, card.id, "cvc", card.cvc_sealed)) {
    return { ok: false, problem: "The CVC does not match the card." };
  }
  const exponent = exponentOf(card.currency as Currency);
  const minor = /^\d+(\.\d+)?$/.test(payment.amount.trim())
    ? toMinorUnits(payment.amount.trim(), exponent)
    : null;
  if (minor === null || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) {
    return {
      ok: false,
      problem: `Enter an amount in ${card.currency} of more than 0, with at most ${exponent} decimals.`,
    };
  }
  if (!payment.merchant.trim()) return { ok: false, problem: "Enter the shop's name." };
  return {
    ok: true,
    cardId: card.id,
    currency: card.currency,
    amount: Number(minor),
    authorizationId: `shop-${randomUUID()}`,
  };
}
