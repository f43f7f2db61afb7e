import type { Payee, PayeeLookupQuery } from "@larkspur/shared/schemas/payments";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { payeeName } from "../../lib/payee-name";
import {
  countPayeeLookup,
  findPayee,
  type LookupWindow,
  type PayeeAccount,
  recentPayeeLookups,
} from "./payees.repo";

const HOUR_MS = 3_600_000;

export const noPayeeMatches = () => new AppError("not_found", "error.noPayeeMatches");
export const ownAccount = () => new AppError("own_account", "error.ownAccount");
export const payeeCannotReceive = () => new AppError("payee_cannot_receive", "error.payeeCannotReceive");

// The payments' files name a customer from here; money requests, below payments, share it through lib.
export { payeeName };

/**
 * The customer found as one a payment from `payer` would reach: 404 when none was, 400 for the payer's own account or
 * one that cannot receive (disabled; an account on hold still receives).
 */
function payable(payer: Pick<User, "id">, payee: PayeeAccount | undefined): PayeeAccount {
  if (!payee) throw noPayeeMatches();
  if (payee.userId === payer.id) throw ownAccount();
  if (payee.status !== "active") throw payeeCannotReceive();
  return payee;
}

/** The customer a payment from `payer` would reach, refused as `payable` says. */
export async function payableCustomer(
  ctx: AppContext,
  payer: Pick<User, "id">,
  reference: PayeeLookupQuery,
): Promise<PayeeAccount> {
  return payable(payer, await findPayee(ctx.db, reference));
}

/** The hour a look-up counts in, and how many fit in it: what counting one needs. */
export function lookupWindow(ctx: AppContext): LookupWindow {
  const now = ctx.clock.now();
  return { now, windowStart: new Date(now.getTime() - HOUR_MS), max: ctx.config.PAYEE_LOOKUPS_PER_HOUR };
}

/** 429, saying when to try again: the caller's PAYEE_LOOKUPS_PER_HOUR look-ups of the hour are spent. */
export async function tooManyLookups(
  ctx: AppContext,
  caller: Pick<User, "id">,
  { now, windowStart, max }: LookupWindow,
): Promise<AppError> {
  const [oldest] = await recentPayeeLookups(ctx.db, caller.id, windowStart);
  const seconds = Math.max(1, Math.ceil(((oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
  return new AppError(
    "rate_limited",
    {
      id: "error.tooManyPayeeLookups",
      values: { limit: max, minutes: Math.ceil(seconds / 60) },
    },
    { retryAfterSeconds: seconds },
  );
}

/**
 * Counts one look-up of the caller's: 429, saying when to try again, once PAYEE_LOOKUPS_PER_HOUR were made in the hour.
 * A look-up, a payment and a money request naming a recipient each spend one before anyone is looked for, so once
 * they are spent every such call answers 429 alike, whether the account exists or not.
 */
async function spendLookup(ctx: AppContext, caller: Pick<User, "id">): Promise<void> {
  const window = lookupWindow(ctx);
  if (await countPayeeLookup(ctx.db, caller.id, window)) return;
  throw await tooManyLookups(ctx, caller, window);
}

/**
 * Confirmation of payee: whom an account number or e-mail address belongs to, as "Grace H.". Every look-up counts,
 * found or not, at most PAYEE_LOOKUPS_PER_HOUR an hour per customer (429 saying when to try again), so the look-up cannot
 * be used to list customers.
 */
export async function lookUpPayee(
  ctx: AppContext,
  caller: User,
  reference: PayeeLookupQuery,
): Promise<Payee> {
  await spendLookup(ctx, caller);
  const payee = await payableCustomer(ctx, caller, reference);
  return { accountNumber: payee.accountNumber, name: payeeName(payee) };
}

/** The recipient a money request names, found by `reference` once one of the requester's look-ups is spent. */
export async function paymentRecipient(
  ctx: AppContext,
  payer: Pick<User, "id">,
  reference: PayeeLookupQuery,
): Promise<PayeeAccount> {
  await spendLookup(ctx, payer);
  return payable(payer, await findPayee(ctx.db, reference));
}

/** The recipient found for a payment being started (its look-up spent already): refused as `payable` says. */
export function admitRecipient(payer: Pick<User, "id">, found: PayeeAccount | undefined): PayeeAccount {
  return payable(payer, found);
}
