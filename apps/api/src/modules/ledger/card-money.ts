import type { Kysely } from "kysely";
import type { Database, Trx } from "../../db/types";
import {
  type CardApproval,
  cardHoldCovered,
  postCardAuthorization,
  postCardClearing,
  postCardMovement,
} from "./ledger.repo";

export type { CardApproval };

/**
 * A card's money moves, each one call of ledger.sql: an approval on its own with its notices (`authorizeCard`), the
 * others inside the caller's trx (the card network's event):
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
 * Holds an increment's amount when the available balance, read under the account's lock, covers it. Answers whether
 * it was held; when not, nothing was written.
 */
export async function holdForCard(trx: Trx, movement: CardMovement): Promise<boolean> {
  if (!(await cardHoldCovered(trx, movement.accountId, movement.amount))) return false;
  await postCardMovement(trx, "hold", movement);
  return true;
}

/**
 * A purchase's authorisation, decided and written in one call with its notices (`ledger_authorize_card`): approved, it
 * holds the amount, writes the purchase's Pending history row and the authorisation; declined, it writes nothing and
 * answers the reason, the card's or owner's state, a limit, or the available balance, in the order a processor checks.
 */
export async function authorizeCard(
  db: Kysely<Database>,
  approval: CardApproval,
  notices: string,
): Promise<string | undefined> {
  try {
    await postCardAuthorization(db, approval, notices);
    return undefined;
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === "LK008") return String(message);
    throw error;
  }
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
