import type { LimitKind } from "@larkspur/shared/schemas/limits";
import { type Kysely, sql } from "kysely";
import { compiledOnce, oneRowOf } from "../../db/compiled-once";
import type { CustomerLimitsTable, Database, Trx } from "../../db/types";

type Db = Kysely<Database>;

/** The customer's limits row (absent while no one changed them) and what has left their account lately, in cents. */
export interface MoneyOut {
  bank_per_payment: bigint | null;
  bank_daily: bigint | null;
  bank_monthly: bigint | null;
  own_per_payment: bigint | null;
  own_daily: bigint | null;
  own_monthly: bigint | null;
  used_today: bigint;
  used_30_days: bigint;
}

export type LimitColumns = Omit<CustomerLimitsTable, "user_id" | "updated_at">;

/** Matches no transfer: what `except` is when nothing is left out. */
const NO_TRANSFER = "00000000-0000-0000-0000-000000000000";

/**
 * What counts against the customer's limits at `now`, as one JSON value: their limits row and their money out today
 * and over 30 days, leaving out the transfer being decided (`money_out_of` in the ledger's SQL, which the ledger's own
 * check of the limits reads too). Each limit and sum is text, so no cents pass through a float.
 */
const moneyOutJson = (userId: string, now: Date, except: string) =>
  sql<MoneyOutJson>`money_out_of(${userId}::uuid, ${now}::timestamptz, ${except}::uuid)`;

type LimitsRow = Record<keyof LimitColumns, string | null>;

/** What `money_out_of` gives. */
export interface MoneyOutJson {
  limits: LimitsRow | null;
  used_today: string;
  used_30_days: string;
}

/** Every value `MoneyOut` holds, as columns of one select or one returning; `moneyOutOf` reads them. */
export function moneyOutColumns(userId: string, now: Date, except = NO_TRANSFER) {
  return [moneyOutJson(userId, now, except).as("money_out")];
}

/** The columns `moneyOutColumns` reads. */
export interface MoneyOutRow {
  money_out: MoneyOutJson;
}

/** What a row of `moneyOutColumns` holds, the texts made cents again. */
export function moneyOutOf({ money_out: { limits, used_today, used_30_days } }: MoneyOutRow): MoneyOut {
  const cents = (column: keyof LimitColumns) => {
    const value = limits?.[column];
    return value === null || value === undefined ? null : BigInt(value);
  };
  return {
    bank_per_payment: cents("bank_per_payment"),
    bank_daily: cents("bank_daily"),
    bank_monthly: cents("bank_monthly"),
    own_per_payment: cents("own_per_payment"),
    own_daily: cents("own_daily"),
    own_monthly: cents("own_monthly"),
    used_today: BigInt(used_today),
    used_30_days: BigInt(used_30_days),
  };
}

/** Cents for each limit. */
export type LimitCents = Record<LimitKind, bigint>;

/**
 * Whether `amount` US cents fit the customer's limits at `now`, as a condition a statement that starts money out can
 * be guarded by: the ledger's own rule (`money_out_fits` on `money_out_of`), which `assertFits` states in words.
 */
export const moneyOutFits = (userId: string, now: Date, amount: bigint, standard: LimitCents) =>
  sql<boolean>`money_out_fits(${moneyOutJson(userId, now, NO_TRANSFER)}, ${amount}::bigint,
    ${standard.perPayment}::bigint, ${standard.daily}::bigint, ${standard.monthly}::bigint)`;

const moneyOutNow = compiledOnce((db: Db, userId: string, now: Date) =>
  db.selectNoFrom(moneyOutColumns(userId, now)),
);

/** What counts against the customer's limits at `now`, read without a lock: for showing, and for an early answer. */
export async function readMoneyOut(db: Db, userId: string, now: Date): Promise<MoneyOut> {
  return moneyOutOf(await oneRowOf(db, moneyOutNow(db, userId, now)));
}

const lockedLimits = (trx: Trx, userId: string) =>
  trx.selectFrom("customer_limits").selectAll().where("user_id", "=", userId).forUpdate().executeTakeFirst();

/**
 * Locks the customer's limits row, creating it the first time it is needed. Everything that spends within the limits
 * or changes them takes this lock first, so they queue per customer.
 */
export async function lockCustomerLimits(trx: Trx, userId: string) {
  const found = await lockedLimits(trx, userId);
  if (found) return found;
  await trx
    .insertInto("customer_limits")
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await lockedLimits(trx, userId);
  if (!created) throw new Error(`No limits row for ${userId}`);
  return created;
}

export function updateCustomerLimits(trx: Trx, userId: string, changes: Partial<LimitColumns>, now: Date) {
  return trx
    .updateTable("customer_limits")
    .set({ ...changes, updated_at: now })
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
