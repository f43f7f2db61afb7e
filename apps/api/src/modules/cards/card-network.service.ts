import { randomUUID } from "node:crypto";
import type { Currency } from "@larkspur/shared/currencies";
import {
  type CardAuthorizationEvent,
  type CardDecision,
  type CardDeclineReason,
  type CardEventReceipt,
  type CardNetworkEvent,
  cardRules,
} from "@larkspur/shared/schemas/cards";
import type { AppContext } from "../../context";
import type { CardAuthorization, Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { authorizeCard, clearCard, holdForCard, refundToCard, releaseCardHold } from "../ledger";
import { assertFits, limitCentsOf, lockedMoneyOut, standardLimits } from "../limits";
import { announce, noticeRecordsOf, notify } from "../notifications";
import { newTransactionId } from "../transfers";
import { cardNotices, type Purchase } from "./card-notices";
import {
  type CardOwner,
  cardSpentSince,
  cardWithOwner,
  findAuthorization,
  insertAuthorization,
  insertCardHistoryRow,
  insertRefund,
  lockAuthorization,
  readCardWithOwner,
  setCardHistoryRow,
  updateAuthorization,
} from "./cards.repo";

const DAY_MS = 24 * 60 * 60 * 1000;
const noSuchCard = () => new AppError("not_found", "error.noSuchCard");
const noSuchAuthorization = () => new AppError("not_found", "error.noSuchAuthorization");

/** What a purchase reads as in the history and statements. */
export const cardDescription = (merchantName: string) => `Card · ${merchantName}`;

const decisionOf = (row: CardAuthorization): CardDecision =>
  row.decision === "approved"
    ? { decision: "approved" }
    : { decision: "declined", reason: row.reason as CardDeclineReason };

const receiptOf = (row: CardAuthorization): CardEventReceipt => ({
  accepted: true,
  status: row.state === "Pending" || row.state === "Completed" ? row.state : "Cancelled",
});

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The first reason, in the order a processor checks them, why the card or its owner cannot spend at all. */
function blocked(
  card: { status: string; online: boolean; atm: boolean },
  owner: CardOwner,
  channel?: string,
) {
  if (card.status === "Terminated") return "card_terminated";
  if (card.status === "Frozen") return "card_frozen";
  if (owner.transfer_disabled || owner.status !== "active") return "account_on_hold";
  if ((channel === "online" && !card.online) || (channel === "atm" && !card.atm)) return "channel_disabled";
  return undefined;
}

/** Whether the card's own limits leave room for `amount` more, `already` of it counted in this purchase. */
async function withinCardLimits(
  trx: Trx,
  card: { id: string; per_purchase: bigint | null; daily: bigint | null; monthly: bigint | null },
  amount: bigint,
  already: bigint,
  now: Date,
): Promise<boolean> {
  if (card.per_purchase !== null && already + amount > card.per_purchase) return false;
  if (card.daily !== null && (await cardSpentSince(trx, card.id, startOfUtcDay(now))) + amount > card.daily)
    return false;
  if (
    card.monthly !== null &&
    (await cardSpentSince(trx, card.id, new Date(now.getTime() - 30 * DAY_MS))) + amount > card.monthly
  )
    return false;
  return true;
}

/** Whether the account's limits on money out leave room for `limitCents` more, under the customer's limits lock. */
async function withinAccountLimits(ctx: AppContext, trx: Trx, userId: string, limitCents: bigint) {
  const out = await lockedMoneyOut(ctx, trx, userId);
  try {
    assertFits(ctx, out, limitCents);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "limit_exceeded") return false;
    throw error;
  }
}

/**
 * Approve or decline with no outbound call, in one call of the ledger (`ledger_authorize_card`): the card's status and
 * the owner's hold first, then the channel, the card's limits, the account's limits on money out (under the
 * customer's limits lock, so racing purchases and transfers each count the others) and the available balance (under
 * the account's lock, so racing purchases never overdraw it). An approval holds the amount and writes the purchase's
 * Pending history row with its notice in the same statement; a decline is then written with its own. Every decision
 * is kept under its authorizationId, which a second decision cannot take: the same id asked again is decided again,
 * writes nothing, and answers the first decision.
 */
export async function decideAuthorization(
  ctx: AppContext,
  event: CardAuthorizationEvent,
): Promise<CardDecision> {
  if (!isUuid(event.cardId)) throw noSuchCard();
  const card = await readCardWithOwner(ctx.db, event.cardId);
  if (!card) throw noSuchCard();
  if (card.currency !== event.currency) throw new AppError("validation_error", "error.checkFields");
  const now = ctx.clock.now();
  const amount = BigInt(event.amount);
  const purchase = {
    userId: card.user_id,
    last4: card.last4,
    amount,
    currency: card.currency,
    merchant: event.merchant,
  };
  const row: CardAuthorization = {
    authorization_id: event.authorizationId,
    card_id: card.id,
    user_id: card.user_id,
    account_id: card.account_id,
    transfer_id: null,
    decision: "declined",
    reason: null,
    currency: card.currency,
    requested: amount,
    authorized: 0n,
    held: 0n,
    cleared: 0n,
    overdraft: 0n,
    merchant_name: event.merchant.name,
    mcc: event.merchant.mcc,
    country: event.merchant.country,
    channel: event.channel,
    state: "Declined",
    created_at: now,
    expires_at: new Date(now.getTime() + cardRules.authorizationExpiryDays * DAY_MS),
    updated_at: now,
  };
  try {
    const reason = blocked(card, card.owner, event.channel) ?? (await approve(ctx, row, purchase));
    if (reason) await recordDecline(ctx, row, purchase, reason);
    announce(ctx, [card.user_id]);
    return reason ? { decision: "declined", reason } : { decision: "approved" };
  } catch (error) {
    // The same id decided before, or by a rival at the same moment: that decision stands, and this one wrote nothing.
    if (!isUniqueViolation(error, "card_authorizations_pkey")) throw error;
    const first = await findAuthorization(ctx.db, event.authorizationId);
    if (!first) throw error;
    return decisionOf(first);
  }
}

/** The ledger's decision on `row` as approved: undefined when it was, else why it was declined. */
async function approve(
  ctx: AppContext,
  row: CardAuthorization,
  purchase: Purchase,
): Promise<CardDeclineReason | undefined> {
  const transactionId = newTransactionId(row.created_at);
  const reason = await authorizeCard(
    ctx.db,
    {
      authorization: {
        ...row,
        transfer_id: randomUUID(),
        decision: "approved",
        authorized: row.requested,
        held: row.requested,
        state: "Pending",
      },
      transactionId,
      description: cardDescription(row.merchant_name),
      limitCents: await limitCentsOf(ctx.db, row.currency as Currency, row.requested),
      standardLimits: standardLimits(ctx),
    },
    noticeRecordsOf(ctx, [cardNotices.authorized(purchase, transactionId)]),
  );
  return reason as CardDeclineReason | undefined;
}

async function recordDecline(
  ctx: AppContext,
  row: CardAuthorization,
  purchase: Purchase,
  reason: CardDeclineReason,
): Promise<void> {
  await retryingTrx(ctx.db, async (trx) => {
    await insertAuthorization(trx, { ...row, reason });
    await notify(trx, ctx, [cardNotices.declined(purchase, reason)]);
  });
}

/** The purchase's history row follows its authorisation: Pending with what is held, or its final amount. */
async function followHistory(
  ctx: AppContext,
  trx: Trx,
  row: CardAuthorization,
  state: CardAuthorization["state"],
  amount: bigint,
): Promise<void> {
  if (!row.transfer_id) return;
  await setCardHistoryRow(trx, row.transfer_id, {
    status: state === "Declined" ? "Cancelled" : state,
    amount,
    limit_cents: await limitCentsOf(trx, row.currency as Currency, amount),
    updated_at: ctx.clock.now(),
  });
}

async function pendingAuthorization(trx: Trx, authorizationId: string) {
  const row = await lockAuthorization(trx, authorizationId);
  if (!row) throw noSuchAuthorization();
  return row;
}

/** Raises a Pending authorisation's hold, under the same rules as an authorisation; declines keep what was held. */
export async function decideIncrement(
  ctx: AppContext,
  event: { authorizationId: string; amount: number },
): Promise<CardDecision> {
  const { decision, notified } = await retryingTrx(ctx.db, async (trx) => {
    const found = await findAuthorization(trx, event.authorizationId);
    if (!found) throw noSuchAuthorization();
    // The customer's limits lock comes first, as for an authorisation, so the two never wait on each other in a ring.
    const now = ctx.clock.now();
    const amount = BigInt(event.amount);
    const limitCents = await limitCentsOf(trx, found.currency as Currency, amount);
    const fitsAccount = await withinAccountLimits(ctx, trx, found.user_id, limitCents);
    const row = await pendingAuthorization(trx, event.authorizationId);
    if (row.state !== "Pending") throw new AppError("conflict", "error.authorizationClosed");
    const card = await cardWithOwner(trx, row.card_id);
    if (!card) throw noSuchCard();
    const purchase = {
      userId: row.user_id,
      last4: card.last4,
      amount,
      currency: row.currency,
      merchant: { name: row.merchant_name },
    };
    const decline = async (reason: CardDeclineReason) => ({
      decision: { decision: "declined", reason } as CardDecision,
      notified: await notify(trx, ctx, [cardNotices.declined(purchase, reason)]),
    });
    const stop = blocked(card, card.owner, row.channel);
    if (stop) return decline(stop);
    if (!(await withinCardLimits(trx, card, amount, row.authorized, now))) return decline("card_limit");
    if (!fitsAccount) return decline("account_limit");
    if (!row.transfer_id) throw new Error(`Authorisation ${row.authorization_id} has no history row`);
    const held = await holdForCard(trx, { transferId: row.transfer_id, accountId: row.account_id, amount });
    if (!held) return decline("insufficient_funds");
    await updateAuthorization(trx, row.authorization_id, {
      authorized: row.authorized + amount,
      held: row.held + amount,
      updated_at: now,
    });
    await followHistory(ctx, trx, row, "Pending", row.held + amount);
    return { decision: { decision: "approved" } as CardDecision, notified: [] as string[] };
  });
  announce(ctx, notified);
  return decision;
}

/** Releases all of a Pending authorisation's hold, or part; a closed one changes nothing. */
export async function applyReversal(
  ctx: AppContext,
  event: { authorizationId: string; amount?: number | undefined },
): Promise<CardEventReceipt> {
  return retryingTrx(ctx.db, async (trx) => {
    const row = await pendingAuthorization(trx, event.authorizationId);
    if (row.state !== "Pending" || !row.transfer_id) return receiptOf(row);
    const asked = event.amount === undefined ? row.held : BigInt(event.amount);
    const released = asked < row.held ? asked : row.held;
    const held = row.held - released;
    const state = held === 0n ? "Cancelled" : "Pending";
    if (released > 0n) {
      await releaseCardHold(trx, {
        transferId: row.transfer_id,
        accountId: row.account_id,
        amount: released,
      });
    }
    await updateAuthorization(trx, row.authorization_id, { held, state, updated_at: ctx.clock.now() });
    await followHistory(ctx, trx, row, state, state === "Cancelled" ? row.authorized : held);
    return receiptOf({ ...row, state });
  });
}

/**
 * Posts a Pending authorisation: the cleared amount may differ from what is held; more than the balance covers is
 * posted anyway, as a card overdraft to collect. A completed one answers again and moves nothing; one reversed or
 * expired first stays Cancelled, so a reversal racing a clearing settles once.
 */
export async function applyClearing(
  ctx: AppContext,
  event: { authorizationId: string; amount: number },
): Promise<CardEventReceipt> {
  return retryingTrx(ctx.db, async (trx) => {
    const row = await pendingAuthorization(trx, event.authorizationId);
    if (row.state !== "Pending" || !row.transfer_id) return receiptOf(row);
    const amount = BigInt(event.amount);
    const { overdraft } = await clearCard(trx, {
      transferId: row.transfer_id,
      accountId: row.account_id,
      amount,
      held: row.held,
    });
    await updateAuthorization(trx, row.authorization_id, {
      held: 0n,
      cleared: amount,
      overdraft,
      state: "Completed",
      updated_at: ctx.clock.now(),
    });
    await followHistory(ctx, trx, row, "Completed", amount);
    return receiptOf({ ...row, state: "Completed" });
  });
}

/** A merchant's refund to a card (terminated ones too): credited at once, a Completed row in the history. */
export async function applyRefund(
  ctx: AppContext,
  event: { cardId: string; amount: number; merchant: { name: string; mcc: string; country: string } },
): Promise<CardEventReceipt> {
  if (!isUuid(event.cardId)) throw noSuchCard();
  return retryingTrx(ctx.db, async (trx) => {
    const card = await cardWithOwner(trx, event.cardId);
    if (!card) throw noSuchCard();
    const now = ctx.clock.now();
    const amount = BigInt(event.amount);
    const transferId = randomUUID();
    await insertCardHistoryRow(trx, {
      id: transferId,
      transaction_id: newTransactionId(now),
      user_id: card.user_id,
      account_id: card.account_id,
      currency: card.currency,
      type: "Deposit",
      status: "Completed",
      amount,
      description: cardDescription(event.merchant.name),
      created_at: now,
      money_out_at: null,
      limit_cents: null,
    });
    await refundToCard(trx, { transferId, accountId: card.account_id, amount });
    await insertRefund(trx, {
      transfer_id: transferId,
      card_id: card.id,
      amount,
      merchant_name: event.merchant.name,
      mcc: event.merchant.mcc,
      country: event.merchant.country,
      created_at: now,
    });
    return { accepted: true, status: "Completed" };
  });
}

/** One signed event from the card network, by its type. */
export function handleCardEvent(
  ctx: AppContext,
  event: CardNetworkEvent,
): Promise<CardDecision | CardEventReceipt> {
  switch (event.type) {
    case "authorization":
      return decideAuthorization(ctx, event);
    case "increment":
      return decideIncrement(ctx, event);
    case "reversal":
      return applyReversal(ctx, event);
    case "clearing":
      return applyClearing(ctx, event);
    case "refund":
      return applyRefund(ctx, event);
  }
}
