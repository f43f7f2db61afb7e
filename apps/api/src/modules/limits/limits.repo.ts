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
 * The customer's money out since `since` (Pending and Completed withdrawals from any balance, by when their money
 * left), leaving out the transfer being decided, in US cents: each counts its dollar value when its money left
 * (`limit_cents`). The partial index on (user_id, money_out_at) serves it.
 */
const usedSince = (userId: string, since: ReturnType<typeof sql>, except: string) =>
  sql<bigint>`(select coalesce(sum(limit_cents), 0)::bigint from movements
    where user_id = ${userId} and money_out_at is not null and money_out_at >= ${since}
      and type = 'Withdrawal' and status in ('Pending', 'Completed')
      and id <> ${except}::uuid)`;

/** Midnight of `now`'s day in the customer's own time zone: a day of the daily limit starts there. */
const dayStartOf = (userId: string, now: Date) =>
  sql`(select date_trunc('day', ${now}::timestamptz at time zone time_zone) at time zone time_zone
    from users where id = ${userId})`;

const thirtyDaysBefore = (now: Date) => sql`${now}::timestamptz - interval '30 days'`;

const limitColumns = [
  "bank_per_payment",
  "bank_daily",
  "bank_monthly",
  "own_per_payment",
  "own_daily",
  "own_monthly",
] as const satisfies readonly (keyof LimitColumns)[];

type LimitsRow = Record<keyof LimitColumns, string | null>;

/**
 * The customer's limits row as one value, read with one lookup (a subquery per limit read it six times): each limit as
 * text, so no cents pass through a float, and null while the customer has no row.
 */
const limitsRow = (userId: string) =>
  sql<LimitsRow | null>`(select json_build_object(${sql.join(
    limitColumns.map((column) => sql`${sql.lit(column)}, ${sql.ref(column)}::text`),
  )}) from customer_limits where user_id = ${userId})`;

/** Every value `MoneyOut` holds, as columns of one select or one returning; `moneyOutOf` reads them. */
export function moneyOutColumns(userId: string, now: Date, except = NO_TRANSFER) {
  return [
    limitsRow(userId).as("limits"),
    usedSince(userId, dayStartOf(userId, now), except).as("used_today"),
    usedSince(userId, thirtyDaysBefore(now), except).as("used_30_days"),
  ];
}

/** The columns `moneyOutColumns` reads. */
export interface MoneyOutRow {
  limits: LimitsRow | null;
  used_today: bigint;
  used_30_days: bigint;
}

/** What a row of `moneyOutColumns` holds, the limits' texts made cents again. */
export function moneyOutOf({ limits, used_today, used_30_days }: MoneyOutRow): MoneyOut {
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
    used_today,
    used_30_days,
  };
}

/** Cents of each limit: the standard ones, where neither an operator nor the customer set one. */
export interface LimitCents {
  perPayment: bigint;
  daily: bigint;
  monthly: bigint;
}

/**
 * Whether `amount` US cents fit the customer's limits at `now`, as a condition a statement that starts money out can
 * be guarded by: what `assertFits` decides on what `readMoneyOut` reads. A limit in force is the customer's own where
 * it is lower than the bank's (`least` passes over an own limit that is null), the bank's being `standard` where an
 * operator set none; the customer without a limits row has the standard ones.
 */
export const moneyOutFits = (userId: string, now: Date, amount: bigint, standard: LimitCents) =>
  sql<boolean>`(select
      ${amount}::bigint <= least(coalesce(l.bank_per_payment, ${standard.perPayment}::bigint), l.own_per_payment)
      and ${amount}::bigint <= least(coalesce(l.bank_daily, ${standard.daily}::bigint), l.own_daily)
        - ${usedSince(userId, dayStartOf(userId, now), NO_TRANSFER)}
      and ${amount}::bigint <= least(coalesce(l.bank_monthly, ${standard.monthly}::bigint), l.own_monthly)
        - ${usedSince(userId, thirtyDaysBefore(now), NO_TRANSFER)}
    from (select ${userId}::uuid as user_id) as customer left join customer_limits l using (user_id))`;

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
