import type { Trx } from "../../db/types";
import { cardHoldCovered, postCardClearing, postCardMovement } from "./ledger.repo";

/**
 * A card's money moves, each one call of ledger.sql inside the caller's trx (the card network's decision or event):
 * - an approval or an increment holds the amount (available → held), refused when the available balance is short;
 * - a reversal or an expiry releases held money (held → available);
 * - a clearing posts to `card_settlement` what is held, past it what is available, and past that from
 *   `card_receivable` (a card overdraft the bank collects later); a smaller clearing releases the held rest;
 * - a refund credits the customer from `card_settlement`.
 */
export interface CardMovement {
  /** The purchase's history row, the entry's transfer. */
  transferId: string;
  /** The customer's account the card spends from. */
  accountId: string;
  /** Minor units of the account's currency, more than zero. */
  amount: bigint;
}

/**
 * Holds the amount when the available balance, read under the account's lock, covers it: `whenCovered` runs first
 * (the caller writes the purchase's history row the entry points to), then the entry. Answers whether it was held;
 * when not, nothing was written.
 */
export async function holdForCard(
  trx: Trx,
  movement: CardMovement,
  whenCovered: () => Promise<void> = async () => {},
): Promise<boolean> {
  if (!(await cardHoldCovered(trx, movement.accountId, movement.amount))) return false;
  await whenCovered();
  await postCardMovement(trx, "hold", movement);
  return true;
}

/** Releases held money back to the available balance: a reversal, or an authorisation that expired. */
export function releaseCardHold(trx: Trx, movement: CardMovement): Promise<void> {
  return postCardMovement(trx, "release", movement);
}

/**
 * Posts a clearing of `amount` against `held` (what the authorisation holds now). Answers the part posted past the
 * balance, owed to the bank (0 when the balance covered it).
 */
export async function clearCard(
  trx: Trx,
  clearing: CardMovement & { held: bigint },
): Promise<{ overdraft: bigint }> {
  return { overdraft: await postCardClearing(trx, clearing) };
}

/** A merchant's refund: the card network pays it back to the customer's available balance. */
export function refundToCard(trx: Trx, movement: CardMovement): Promise<void> {
  return postCardMovement(trx, "refund", movement);
}
