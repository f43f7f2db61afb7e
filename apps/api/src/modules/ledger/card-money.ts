import { randomUUID } from "node:crypto";
import type { Account, AccountKind, JournalEntryKind, Trx } from "../../db/types";
import { type BalanceChange, lockWithSystemAccounts, type Posting, writeJournalEntry } from "./ledger.repo";

/**
 * A card's money moves, each inside the caller's trx (the card network's decision or event), each one journal entry
 * whose postings sum to zero, written with the running totals of the accounts it touches, locked in id order:
 * - an approval or an increment holds the amount (available → held), refused when the available balance is short;
 * - a reversal or an expiry releases held money (held → available);
 * - a clearing posts: the held amount and, when the clearing is larger, the rest from what is available, and past that
 *   from `card_receivable` (a card overdraft the bank collects later), all to `card_settlement`, which stands for what
 *   the bank owes the card network; a smaller clearing releases the held rest. The customer's available balance never
 *   goes below zero;
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
  positive(movement.amount, "card hold");
  const { customer } = await lockFor(trx, movement.accountId, []);
  if (customer.balance - customer.held < movement.amount) return false;
  await whenCovered();
  await write(trx, "card_hold", movement.transferId, [
    { accountId: customer.id, bucket: "available", amount: -movement.amount },
    { accountId: customer.id, bucket: "held", amount: movement.amount },
  ]);
  return true;
}

/** Releases held money back to the available balance: a reversal, or an authorisation that expired. */
export async function releaseCardHold(trx: Trx, movement: CardMovement): Promise<void> {
  positive(movement.amount, "card release");
  const { customer } = await lockFor(trx, movement.accountId, []);
  if (customer.held < movement.amount) throw new Error("A card release exceeds what the account holds");
  await write(trx, "card_release", movement.transferId, [
    { accountId: customer.id, bucket: "held", amount: -movement.amount },
    { accountId: customer.id, bucket: "available", amount: movement.amount },
  ]);
}

/**
 * Posts a clearing of `amount` against `held` (what the authorisation holds now). Answers the part posted past the
 * balance, owed to the bank (0 when the balance covered it).
 */
export async function clearCard(
  trx: Trx,
  clearing: CardMovement & { held: bigint },
): Promise<{ overdraft: bigint }> {
  positive(clearing.amount, "card clearing");
  if (clearing.held < 0n) throw new Error("A card clearing needs what is held");
  const { customer, system } = await lockFor(trx, clearing.accountId, ["card_settlement", "card_receivable"]);
  const settlement = system("card_settlement");
  const receivable = system("card_receivable");
  if (customer.held < clearing.held) throw new Error("A card clearing exceeds what the account holds");
  const beyondHeld = clearing.amount > clearing.held ? clearing.amount - clearing.held : 0n;
  const available = customer.balance - customer.held;
  const fromAvailable = beyondHeld < available ? beyondHeld : available;
  const overdraft = beyondHeld - fromAvailable;
  const releasedRest = clearing.held - (clearing.amount - beyondHeld);
  const postings: Posting[] = [
    ...(clearing.held > 0n
      ? [{ accountId: customer.id, bucket: "held" as const, amount: -clearing.held }]
      : []),
    ...(releasedRest > 0n
      ? [{ accountId: customer.id, bucket: "available" as const, amount: releasedRest }]
      : []),
    ...(fromAvailable > 0n
      ? [{ accountId: customer.id, bucket: "available" as const, amount: -fromAvailable }]
      : []),
    ...(overdraft > 0n
      ? [{ accountId: receivable.id, bucket: "available" as const, amount: -overdraft }]
      : []),
    { accountId: settlement.id, bucket: "available", amount: clearing.amount },
  ];
  await write(trx, "card_clearing", clearing.transferId, postings);
  return { overdraft };
}

/** A merchant's refund: the card network pays it back to the customer's available balance. */
export async function refundToCard(trx: Trx, movement: CardMovement): Promise<void> {
  positive(movement.amount, "card refund");
  const { customer, system } = await lockFor(trx, movement.accountId, ["card_settlement"]);
  await write(trx, "card_refund", movement.transferId, [
    { accountId: system("card_settlement").id, bucket: "available", amount: -movement.amount },
    { accountId: customer.id, bucket: "available", amount: movement.amount },
  ]);
}

function positive(amount: bigint, what: string): void {
  if (amount <= 0n) throw new Error(`A ${what} needs a positive amount`);
}

async function lockFor(trx: Trx, accountId: string, kinds: AccountKind[]) {
  const locked = await lockWithSystemAccounts(trx, accountId, kinds);
  const customer = locked.find((account) => account.id === accountId);
  if (customer?.kind !== "customer") throw new Error(`Account ${accountId} is no customer's`);
  const system = (kind: AccountKind): Account => {
    const found = locked.find((account) => account.kind === kind);
    if (!found) throw new Error(`The ${kind} account in ${customer.currency} is missing`);
    return found;
  };
  return { customer, system };
}

/** The entry and the running totals its postings change; refused unless it sums to zero. */
async function write(
  trx: Trx,
  kind: JournalEntryKind,
  transferId: string,
  postings: Posting[],
): Promise<void> {
  if (postings.reduce((sum, posting) => sum + posting.amount, 0n) !== 0n) {
    throw new Error(`An unbalanced ${kind} entry was refused`);
  }
  const changes = new Map<string, BalanceChange>();
  for (const posting of postings) {
    const change = changes.get(posting.accountId) ?? { accountId: posting.accountId, balance: 0n, held: 0n };
    change.balance += posting.amount;
    if (posting.bucket === "held") change.held += posting.amount;
    changes.set(posting.accountId, change);
  }
  await writeJournalEntry(trx, { id: randomUUID(), kind, transferId, postings }, [...changes.values()]);
}
