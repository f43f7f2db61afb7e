import { randomUUID } from "node:crypto";
import { mainCurrency } from "@larkspur/shared/currencies";
import type { Kysely } from "kysely";
import type { Account, AccountKind, Database, JournalEntryKind, NewTransfer, Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isCheckViolation } from "../../lib/db-errors";
import {
  findCustomerAccount,
  insertCustomerAccount,
  lockAccounts,
  lockConversionAccounts,
  lockSystemAccounts,
  type Posting,
  upsertCustomerAccount,
  writeHold,
  writeJournalEntry,
  writePayment,
} from "./ledger.repo";

/**
 * The only code that moves money. Each function runs inside the caller's trx, so the money moves if and only
 * if the caller's status change commits with it. Each one locks the accounts it touches in id order, writes one
 * journal entry whose postings sum to zero, and adds the same postings to the accounts' running totals (a payment
 * does all three at the commit).
 *
 * A customer account has two buckets: `available` and `held`. balance = available + held; a hold moves money from
 * available to held without leaving the account, so the journal records holds and releases too.
 */
export interface Movement {
  transferId: string;
  /** The customer's account. */
  accountId: string;
  /** Minor units of the account's currency, more than zero. */
  amount: bigint;
}

export function insufficientBalance(): AppError {
  return new AppError("insufficient_balance", "error.insufficientBalance");
}

export async function openCustomerAccount(trx: Kysely<Database>, userId: string): Promise<void> {
  await insertCustomerAccount(trx, userId);
}

/** The customer's account in a currency, opened (or opened again) when it is not open. */
export function openAccountIn(
  trx: Kysely<Database>,
  userId: string,
  currency: string,
): Promise<{ account: Account; opened: boolean }> {
  return upsertCustomerAccount(trx, userId, currency);
}

/**
 * The account money leaves from and what it has available: the main one as the session lookup read it (no query), or
 * the customer's open account in another currency (409 asking to open it first).
 */
export async function sendingAccount(
  db: Kysely<Database>,
  sender: { id: string; account_id: string | null; available_cents: bigint },
  currency: string,
): Promise<{ id: string; available: bigint }> {
  if (currency === mainCurrency) {
    if (!sender.account_id) throw new Error(`User ${sender.id} has no account`);
    return { id: sender.account_id, available: sender.available_cents };
  }
  const account = await findCustomerAccount(db, sender.id, currency);
  if (!account || account.closed_at !== null) {
    throw new AppError("conflict", { id: "error.openBalanceFirst", values: { currency } });
  }
  return { id: account.id, available: account.balance - account.held };
}

/**
 * The account in a currency that money reaches, opened (or opened again) when it is not open. An open one is only
 * read, not locked: the entry that credits it locks it with the payer's, in id order.
 */
export async function receivingAccount(trx: Trx, userId: string, currency: string): Promise<string> {
  const account = await findCustomerAccount(trx, userId, currency);
  if (account && account.closed_at === null) return account.id;
  return (await upsertCustomerAccount(trx, userId, currency)).account.id;
}

/** The customer's main (USD) account; every customer gets one when they register. */
export async function customerAccountOf(db: Kysely<Database>, userId: string): Promise<Account> {
  const account = await findCustomerAccount(db, userId, mainCurrency);
  if (!account) throw new Error(`User ${userId} has no account`);
  return account;
}

/** Funding → customer, in the customer account's currency: an operator credits money from outside the bank. */
export function deposit(trx: Trx, movement: Movement): Promise<void> {
  return post(trx, "deposit", movement, "funding", (customer, funding) => [
    { accountId: funding, bucket: "available", amount: -movement.amount },
    { accountId: customer, bucket: "available", amount: movement.amount },
  ]);
}

/** Sets the amount aside for a submitted transfer; refuses when the available balance does not cover it. */
export async function holdForTransfer(trx: Trx, movement: Movement): Promise<void> {
  if (movement.amount <= 0n) throw new Error("A hold needs a positive amount");
  const held = await writeHold(trx, { entryId: randomUUID(), ...movement });
  if (!held) throw insufficientBalance();
}

/** The held amount leaves the customer for the bank's settlement account, which pays the payee's bank. */
export function completeTransfer(trx: Trx, movement: Movement): Promise<void> {
  return post(trx, "completion", movement, "settlement", (customer, settlement) => [
    { accountId: customer, bucket: "held", amount: -movement.amount },
    { accountId: settlement, bucket: "available", amount: movement.amount },
  ]);
}

/**
 * The partner bank accepted a paid-out transfer: its money leaves settlement for the funding account, which stands
 * for the money outside the bank (where deposits come from, and where payments go).
 */
export async function payOut(
  trx: Trx,
  payout: { transferId: string; currency: string; amount: bigint },
): Promise<void> {
  if (payout.amount <= 0n) throw new Error("A payout needs a positive amount");
  const locked = await lockSystemAccounts(trx, ["settlement", "funding"], payout.currency);
  const settlement = locked.find((account) => account.kind === "settlement");
  const funding = locked.find((account) => account.kind === "funding");
  if (!settlement || !funding) throw new Error(`Accounts for a payout in ${payout.currency} are missing`);
  const postings: Posting[] = [
    { accountId: settlement.id, bucket: "available", amount: -payout.amount },
    { accountId: funding.id, bucket: "available", amount: payout.amount },
  ];
  await writeJournalEntry(
    trx,
    { id: randomUUID(), kind: "payout", transferId: payout.transferId, postings },
    postings.map((posting) => ({ accountId: posting.accountId, balance: posting.amount, held: 0n })),
  );
}

/** The receiving bank returned a completed transfer: settlement pays the amount back to the customer's available. */
export function returnPayment(trx: Trx, movement: Movement): Promise<void> {
  return post(trx, "return", movement, "settlement", (customer, settlement) => [
    { accountId: settlement, bucket: "available", amount: -movement.amount },
    { accountId: customer, bucket: "available", amount: movement.amount },
  ]);
}

/** The held amount returns to the customer's available balance. */
export function releaseTransfer(trx: Trx, movement: Movement): Promise<void> {
  return post(trx, "release", movement, undefined, (customer) => [
    { accountId: customer, bucket: "held", amount: -movement.amount },
    { accountId: customer, bucket: "available", amount: movement.amount },
  ]);
}

/**
 * One customer pays another: payer `available` −amount, recipient `available` +amount, in one journal entry written
 * at commit with the recipient's history row (`writePayment`), so the trx holds no lock on either account before it. Refused as insufficient balance when
 * the payer's available balance does not cover it now; when it no longer does at commit, the commit fails and
 * `isUncoveredAtCommit` tells that failure. Call it last in the trx: nothing after it may read either balance.
 */
export async function pay(
  trx: Trx,
  payment: {
    transferId: string;
    payerAccountId: string;
    recipientAccountId: string;
    amount: bigint;
    recipientTransfer: NewTransfer;
  },
): Promise<void> {
  if (payment.amount <= 0n) throw new Error("A payment needs a positive amount");
  if (payment.payerAccountId === payment.recipientAccountId) throw new Error("A payment needs two accounts");
  if (!(await writePayment(trx, { entryId: randomUUID(), ...payment }))) throw insufficientBalance();
}

/** A trx ending with `pay` whose commit failed because a rival had spent the payer's money first. */
export function isUncoveredAtCommit(error: unknown): boolean {
  return isCheckViolation(error, "accounts_available_not_negative");
}

/**
 * One customer converts between two of their balances, in one `conversion` entry that balances in each currency:
 * source `available` −sell, FX position (source) +(sell − fee), fee revenue (source) +fee; FX position (target) −buy,
 * target `available` +buy. Refused as insufficient balance when the source's available balance, read under the lock,
 * does not cover the amount sold.
 */
export async function convert(
  trx: Trx,
  conversion: {
    transferId: string;
    sourceAccountId: string;
    targetAccountId: string;
    from: string;
    to: string;
    sell: bigint;
    buy: bigint;
    fee: bigint;
  },
): Promise<void> {
  const { sell, buy, fee } = conversion;
  if (sell <= 0n || buy <= 0n || fee < 0n || fee >= sell)
    throw new Error("A conversion needs positive amounts");
  const locked = await lockConversionAccounts(trx, {
    sourceId: conversion.sourceAccountId,
    targetId: conversion.targetAccountId,
    from: conversion.from,
    to: conversion.to,
  });
  const source = locked.find((account) => account.id === conversion.sourceAccountId);
  const target = locked.find((account) => account.id === conversion.targetAccountId);
  const system = (kind: AccountKind, currency: string) =>
    locked.find((account) => account.kind === kind && account.currency === currency);
  const fromPosition = system("fx_position", conversion.from);
  const toPosition = system("fx_position", conversion.to);
  const feeRevenue = system("fee_revenue", conversion.from);
  if (!source || !target || !fromPosition || !toPosition || !feeRevenue) {
    throw new Error("Accounts for a conversion are missing");
  }
  if (source.currency !== conversion.from || target.currency !== conversion.to) {
    throw new Error("A conversion's accounts are in other currencies");
  }
  if (source.balance - source.held < sell) throw insufficientBalance();
  const postings: Posting[] = [
    { accountId: source.id, bucket: "available", amount: -sell },
    { accountId: fromPosition.id, bucket: "available", amount: sell - fee },
    ...(fee > 0n ? [{ accountId: feeRevenue.id, bucket: "available" as const, amount: fee }] : []),
    { accountId: toPosition.id, bucket: "available", amount: -buy },
    { accountId: target.id, bucket: "available", amount: buy },
  ];
  await writeJournalEntry(
    trx,
    { id: randomUUID(), kind: "conversion", transferId: conversion.transferId, postings },
    postings.map((posting) => ({ accountId: posting.accountId, balance: posting.amount, held: 0n })),
  );
}

async function post(
  trx: Trx,
  kind: JournalEntryKind,
  movement: Movement,
  systemKind: AccountKind | undefined,
  postingsFor: (customerId: string, systemId: string) => Posting[],
): Promise<void> {
  if (movement.amount <= 0n) throw new Error(`A ${kind} needs a positive amount`);
  const locked = await lockAccounts(trx, movement.accountId, systemKind);
  const customer = locked.find((account) => account.id === movement.accountId);
  const system = systemKind ? locked.find((account) => account.kind === systemKind) : customer;
  if (customer?.kind !== "customer" || !system) throw new Error(`Accounts for a ${kind} are missing`);
  const postings = postingsFor(customer.id, system.id);
  if (postings.reduce((sum, posting) => sum + posting.amount, 0n) !== 0n) {
    throw new Error(`An unbalanced ${kind} entry was refused`);
  }
  const availableChange = postings
    .filter((posting) => posting.accountId === customer.id && posting.bucket === "available")
    .reduce((sum, posting) => sum + posting.amount, 0n);
  if (customer.balance - customer.held + availableChange < 0n) throw insufficientBalance();

  const changes = locked
    .map((account) => postings.filter((posting) => posting.accountId === account.id))
    .filter((own) => own.length > 0)
    .map((own) => ({
      accountId: own[0]!.accountId,
      balance: own.reduce((sum, posting) => sum + posting.amount, 0n),
      held: own.filter((p) => p.bucket === "held").reduce((sum, posting) => sum + posting.amount, 0n),
    }));
  await writeJournalEntry(
    trx,
    { id: randomUUID(), kind, transferId: movement.transferId, postings },
    changes,
  );
}
