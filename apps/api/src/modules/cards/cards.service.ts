import { randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import { fromMinorUnits, toMinorUnits } from "@larkspur/shared/money";
import { amountProblem } from "@larkspur/shared/schemas/balances";
import {
  type CardDetails,
  type CardLimits,
  type CardView,
  cardRules,
  type IssueCardBody,
  type UpdateCardLimitsBody,
} from "@larkspur/shared/schemas/cards";
import type { AppContext } from "../../context";
import type { Card, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { findCustomerAccount } from "../ledger";
import { mailTemplates } from "../mail";
import { findUserById, lockUser } from "../users";
import { newCvc, newPan } from "./card-numbers";
import { openCardValue, panDigest, sealCardValue } from "./card-secrets";
import { changeCardStatus, countLiveCards, findCard, insertCard, listCards, updateCard } from "./cards.repo";

const noSuchCard = () => new AppError("not_found", "error.noSuchCard");
const noSuchCustomer = () => new AppError("not_found", "error.noSuchCustomer");
const terminated = () => new AppError("conflict", "error.cardTerminated");

const exponentOfCard = (card: Pick<Card, "currency">) => exponentOf(card.currency as Currency);
const asAmount = (card: Card, minor: bigint | null) =>
  minor === null ? null : fromMinorUnits(minor, exponentOfCard(card));

export function cardView(card: Card): CardView {
  return {
    cardId: card.id,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    status: card.status,
    currency: card.currency as Currency,
    nickname: card.nickname,
    limits: {
      perPurchase: asAmount(card, card.per_purchase),
      daily: asAmount(card, card.daily),
      monthly: asAmount(card, card.monthly),
      online: card.online,
      atm: card.atm,
    } satisfies CardLimits,
  };
}

async function customerOf(ctx: AppContext, userId: string): Promise<User> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw noSuchCustomer();
  if (user.role !== "customer") throw new AppError("forbidden", "error.staffUseBackOffice");
  return user;
}

async function cardOf(ctx: AppContext, userId: string, cardId: string): Promise<Card> {
  const card = isUuid(cardId) && isUuid(userId) ? await findCard(ctx.db, userId, cardId) : undefined;
  if (!card) throw noSuchCard();
  return card;
}

/**
 * A new virtual card on the customer's balance in `currency` (USD, or a balance they hold), at most five not
 * terminated. The number and CVC are made here and kept only sealed; the owner is mailed in the same trx.
 */
export async function issueCard(ctx: AppContext, userId: string, body: IssueCardBody): Promise<CardView> {
  await customerOf(ctx, userId);
  for (let attempt = 1; ; attempt++) {
    try {
      const card = await ctx.db.transaction().execute(async (trx) => {
        // The owner's row is the lock that counts their cards, so two issues at once cannot make a sixth.
        const owner = await lockUser(trx, userId);
        if (!owner) throw noSuchCustomer();
        if ((await countLiveCards(trx, userId)) >= cardRules.maxCards) {
          throw new AppError("conflict", { id: "error.tooManyCards", values: { max: cardRules.maxCards } });
        }
        const account = await findCustomerAccount(trx, userId, body.currency);
        if (!account || account.closed_at !== null) {
          throw new AppError("conflict", {
            id: "error.cardCurrencyNotHeld",
            values: { currency: body.currency },
          });
        }
        const now = ctx.clock.now();
        const id = randomUUID();
        const pan = newPan();
        const created = await insertCard(trx, {
          id,
          user_id: userId,
          account_id: account.id,
          currency: body.currency,
          pan_sealed: sealCardValue(ctx.cardKey, id, "pan", pan),
          cvc_sealed: sealCardValue(ctx.cardKey, id, "cvc", newCvc()),
          pan_digest: panDigest(ctx.cardKey, pan),
          last4: pan.slice(-4),
          exp_month: now.getUTCMonth() + 1,
          exp_year: now.getUTCFullYear() + cardRules.validityYears,
          nickname: body.nickname ? body.nickname : null,
          per_purchase: null,
          daily: null,
          monthly: null,
          created_at: now,
        });
        await ctx.mailer.enqueue(
          trx,
          mailTemplates.cardIssued(owner, { last4: created.last4, currency: body.currency }),
        );
        return created;
      });
      ctx.mailer.deliverSoon();
      return cardView(card);
    } catch (error) {
      // Two cards drawing the same number is a one-in-a-billion chance; a new number then settles it.
      if (!isUniqueViolation(error, "cards_pan_digest_key") || attempt >= 3) throw error;
    }
  }
}

export async function customerCards(ctx: AppContext, userId: string): Promise<CardView[]> {
  await customerOf(ctx, userId);
  return (await listCards(ctx.db, userId)).map(cardView);
}

/** The full number and CVC, opened only for this answer; the route asks for a fresh proof of identity first. */
export async function revealCard(ctx: AppContext, userId: string, cardId: string): Promise<CardDetails> {
  const card = await cardOf(ctx, userId, cardId);
  if (card.status === "Terminated") throw terminated();
  return {
    pan: openCardValue(ctx.cardKey, card.id, "pan", card.pan_sealed),
    cvc: openCardValue(ctx.cardKey, card.id, "cvc", card.cvc_sealed),
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

type Transition = "freeze" | "unfreeze" | "terminate";
const transitions: Record<Transition, { from: Card["status"][]; to: Card["status"] }> = {
  freeze: { from: ["Active"], to: "Frozen" },
  unfreeze: { from: ["Frozen"], to: "Active" },
  terminate: { from: ["Active", "Frozen"], to: "Terminated" },
};

/**
 * The owner freezes, unfreezes or terminates a card (terminated is final), mailed in the same trx. Asking for the
 * status the card already has changes nothing and mails nothing.
 */
export async function changeStatus(
  ctx: AppContext,
  userId: string,
  cardId: string,
  transition: Transition,
): Promise<CardView> {
  const user = await customerOf(ctx, userId);
  const card = await cardOf(ctx, userId, cardId);
  const { from, to } = transitions[transition];
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const updated = await changeCardStatus(trx, card.id, from, to, ctx.clock.now());
    if (!updated) return undefined;
    const mail =
      to === "Frozen"
        ? mailTemplates.cardFrozen(user, { last4: updated.last4 }, false)
        : to === "Active"
          ? mailTemplates.cardUnfrozen(user, { last4: updated.last4 })
          : mailTemplates.cardTerminated(user, { last4: updated.last4 });
    await ctx.mailer.enqueue(trx, mail);
    return updated;
  });
  if (changed) {
    ctx.mailer.deliverSoon();
    return cardView(changed);
  }
  const current = await cardOf(ctx, userId, cardId);
  if (current.status === to) return cardView(current);
  throw terminated();
}

/** A card limit in the card's currency, in its minor units; null removes it. Too many decimals or too large: 400. */
function limitInMinorUnits(card: Card, label: string, amount: number | null): bigint | null {
  if (amount === null) return null;
  const currency = card.currency as Currency;
  const minor = toMinorUnits(amount, exponentOf(currency));
  if (
    amountProblem(label, amount, currency, limits.moneyOutLimitMaxDollars) ||
    minor === null ||
    minor <= 0n
  ) {
    throw new AppError("validation_error", "error.checkFields");
  }
  return minor;
}

/** The owner sets any of the card's limits; what is not sent stays. Mailed in the same trx. */
export async function setCardLimits(
  ctx: AppContext,
  userId: string,
  cardId: string,
  body: UpdateCardLimitsBody,
): Promise<CardView> {
  const user = await customerOf(ctx, userId);
  const card = await cardOf(ctx, userId, cardId);
  if (card.status === "Terminated") throw terminated();
  const changes = {
    ...(body.perPurchase !== undefined && {
      per_purchase: limitInMinorUnits(card, "Per-purchase limit", body.perPurchase),
    }),
    ...(body.daily !== undefined && { daily: limitInMinorUnits(card, "Daily limit", body.daily) }),
    ...(body.monthly !== undefined && { monthly: limitInMinorUnits(card, "Monthly limit", body.monthly) }),
    ...(body.online !== undefined && { online: body.online }),
    ...(body.atm !== undefined && { atm: body.atm }),
  };
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await updateCard(trx, card.id, changes, ctx.clock.now());
    await ctx.mailer.enqueue(trx, mailTemplates.cardLimitsChanged(user, { last4: row.last4 }));
    return row;
  });
  ctx.mailer.deliverSoon();
  return cardView(updated);
}

/** The back office's view of a customer's cards. */
export async function cardsForStaff(ctx: AppContext, userId: string): Promise<CardView[]> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (user?.role !== "customer") throw noSuchCustomer();
  return (await listCards(ctx.db, userId)).map(cardView);
}

/** An operator freezes a customer's card with a reason: audited and mailed in the same trx. */
export async function freezeByStaff(
  ctx: AppContext,
  actor: { id: string; ip: string },
  userId: string,
  cardId: string,
  reason: string,
): Promise<CardView> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (user?.role !== "customer") throw noSuchCustomer();
  const card = await cardOf(ctx, userId, cardId);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const updated = await changeCardStatus(trx, card.id, ["Active"], "Frozen", ctx.clock.now());
    if (!updated) return undefined;
    await insertAuditEntry(trx, {
      actorId: actor.id,
      action: "card.freeze",
      subjectType: "user",
      subjectId: userId,
      before: { cardId: card.id, last4: card.last4, status: card.status },
      after: { cardId: card.id, last4: card.last4, status: updated.status },
      reason,
      ip: actor.ip,
    });
    await ctx.mailer.enqueue(trx, mailTemplates.cardFrozen(user, { last4: updated.last4 }, true));
    return updated;
  });
  if (changed) {
    ctx.mailer.deliverSoon();
    return cardView(changed);
  }
  const current = await cardOf(ctx, userId, cardId);
  if (current.status === "Frozen") return cardView(current);
  throw terminated();
}
