import { centsToDollars, dollarsToCents } from "@larkspur/shared/money";
import type {
  AdminLimitsBody,
  AdminLimitsResponse,
  LimitKind,
  LimitsResponse,
  LimitValues,
  UpdateLimitsBody,
} from "@larkspur/shared/schemas/limits";
import { limitKinds } from "@larkspur/shared/schemas/limits";
import type { Kysely, RawBuilder } from "kysely";
import type { AppContext } from "../../context";
import type { Database, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { money } from "../../lib/i18n";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { mailTemplates } from "../mail";
import { findUserById, lockUser } from "../users";
import {
  type LimitCents,
  type LimitColumns,
  lockCustomerLimits,
  type MoneyOut,
  type MoneyOutJson,
  moneyOutFits,
  moneyOutOf,
  readMoneyOut,
  updateCustomerLimits,
} from "./limits.repo";

const columns = {
  perPayment: { bank: "bank_per_payment", own: "own_per_payment" },
  daily: { bank: "bank_daily", own: "own_daily" },
  monthly: { bank: "bank_monthly", own: "own_monthly" },
} as const satisfies Record<LimitKind, { bank: keyof LimitColumns; own: keyof LimitColumns }>;

const kindNames = {
  perPayment: "limit.perPayment",
  daily: "limit.daily",
  monthly: "limit.monthly",
} as const;

/** The limits every customer starts with (LIMIT_PER_PAYMENT, LIMIT_DAILY, LIMIT_30_DAYS). */
export function standardLimits(ctx: AppContext): LimitCents {
  return {
    perPayment: ctx.config.LIMIT_PER_PAYMENT,
    daily: ctx.config.LIMIT_DAILY,
    monthly: ctx.config.LIMIT_30_DAYS,
  };
}

const byKind = (value: (kind: LimitKind) => bigint): LimitCents =>
  Object.fromEntries(limitKinds.map((kind) => [kind, value(kind)])) as LimitCents;

/** The bank's limits for the customer: an operator's where one set them, else the standard ones. */
const bankLimitsOf = (ctx: AppContext, row: Partial<LimitColumns>): LimitCents =>
  byKind((kind) => row[columns[kind].bank] ?? standardLimits(ctx)[kind]);

/** What binds the customer: their own lower choice where they made one, never above the bank's. */
function limitsOf(ctx: AppContext, row: Partial<LimitColumns>): LimitCents {
  const bank = bankLimitsOf(ctx, row);
  return byKind((kind) => {
    const own = row[columns[kind].own];
    return own !== null && own !== undefined && own < bank[kind] ? own : bank[kind];
  });
}

const inDollars = (limits: LimitCents): LimitValues => ({
  perPayment: centsToDollars(limits.perPayment),
  daily: centsToDollars(limits.daily),
  monthly: centsToDollars(limits.monthly),
});

function toResponse(ctx: AppContext, out: MoneyOut): LimitsResponse {
  return {
    ...inDollars(limitsOf(ctx, out)),
    usedToday: centsToDollars(out.used_today),
    used30Days: centsToDollars(out.used_30_days),
  };
}

/**
 * Refuses `amount` when it is over a limit, naming the one that binds: the per-payment limit first, then whichever of
 * the day's and the 30 days' leaves less room, with what can still be sent.
 */
export function assertFits(ctx: AppContext, out: MoneyOut, amount: bigint): void {
  const limits = limitsOf(ctx, out);
  if (amount > limits.perPayment) {
    throw new AppError("limit_exceeded", {
      id: "error.overPaymentLimit",
      values: { limit: money(limits.perPayment) },
    });
  }
  const roomToday = limits.daily - out.used_today;
  const room30Days = limits.monthly - out.used_30_days;
  const over = [
    { room: roomToday, id: "error.overDailyLimit", limit: limits.daily },
    { room: room30Days, id: "error.over30DayLimit", limit: limits.monthly },
  ] as const;
  const binding = over
    .filter((candidate) => amount > candidate.room)
    .sort((a, b) => (a.room < b.room ? -1 : a.room > b.room ? 1 : 0))[0];
  if (binding) {
    const remaining = binding.room > 0n ? binding.room : 0n;
    throw new AppError("limit_exceeded", {
      id: binding.id,
      values: { limit: money(binding.limit), remaining: money(remaining) },
    });
  }
}

/**
 * The refusal `assertFits` gives, for an amount the ledger refused as over a limit, from what it found counting
 * against them (`money_out_of` in ledger.sql, as JSON): both apply the same rule.
 */
export function overLimitRefusal(ctx: AppContext, moneyOutJson: string, amount: bigint): Error {
  try {
    assertFits(ctx, moneyOutOf({ money_out: JSON.parse(moneyOutJson) as MoneyOutJson }), amount);
  } catch (error) {
    return error as Error;
  }
  return new Error(`The ledger refused ${amount} cents that fit the limits ${moneyOutJson}`);
}

/**
 * Locks the customer's limits row, then reads what counts against them in a later statement, whose snapshot holds
 * every rival that had the lock first: for money out decided inside one trx (a card's authorisation).
 */
export async function lockedMoneyOut(ctx: AppContext, trx: Trx, userId: string): Promise<MoneyOut> {
  await lockCustomerLimits(trx, userId);
  return readMoneyOut(trx, userId, ctx.clock.now());
}

/**
 * A first look when a transfer or payment starts, without a lock, so the customer hears at once: through `db`, the
 * caller's trx when it has one.
 */
export async function checkLimits(
  ctx: AppContext,
  userId: string,
  amount: bigint,
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  assertFits(ctx, await readMoneyOut(db, userId, ctx.clock.now()), amount);
}

/**
 * The first look of `checkLimits` as a condition of the statement that starts the money out, which then costs no
 * statement of its own: true when `amount` fits the customer's limits now. It says nothing of which limit refused:
 * `checkLimits` tells that.
 */
export function fitsLimits(ctx: AppContext, userId: string, amount: bigint): RawBuilder<boolean> {
  return moneyOutFits(userId, ctx.clock.now(), amount, standardLimits(ctx));
}

const noSuchCustomer = () => new AppError("not_found", "error.noSuchCustomer");

async function customer(ctx: AppContext, userId: string): Promise<User> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw noSuchCustomer();
  if (user.role !== "customer") throw new AppError("not_found", "error.limitsNotForStaff");
  return user;
}

/** `GET /api/limits/{userId}`. */
export async function customerLimits(ctx: AppContext, userId: string): Promise<LimitsResponse> {
  await customer(ctx, userId);
  return toResponse(ctx, await readMoneyOut(ctx.db, userId, ctx.clock.now()));
}

/**
 * The customer sets their own limits, up to the bank's for them: lower to protect the account, or back up to the
 * bank's. Only the limits named change.
 */
export async function setOwnLimits(
  ctx: AppContext,
  userId: string,
  body: UpdateLimitsBody,
): Promise<LimitsResponse> {
  await customer(ctx, userId);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockCustomerLimits(trx, userId);
    const bank = bankLimitsOf(ctx, row);
    const changes: Partial<LimitColumns> = {};
    for (const kind of limitKinds) {
      const dollars = body[kind];
      if (dollars === undefined) continue;
      const cents = dollarsToCents(dollars)!;
      if (cents > bank[kind]) {
        throw new AppError("validation_error", {
          id: "error.aboveBankLimit",
          values: { which: { id: kindNames[kind] }, limit: money(bank[kind]) },
        });
      }
      // Back up to the bank's limit means no limit of their own: a later change of the bank's then applies.
      changes[columns[kind].own] = cents === bank[kind] ? null : cents;
    }
    await updateCustomerLimits(trx, userId, changes, ctx.clock.now());
  });
  return customerLimits(ctx, userId);
}

/** The back office's view of a customer's limits. */
export async function limitsForStaff(ctx: AppContext, userId: string): Promise<AdminLimitsResponse> {
  await customer(ctx, userId);
  const out = await readMoneyOut(ctx.db, userId, ctx.clock.now());
  return {
    ...toResponse(ctx, out),
    bankLimits: inDollars(bankLimitsOf(ctx, out)),
    standardLimits: inDollars(standardLimits(ctx)),
  };
}

/**
 * An operator sets the bank's limits for a customer, above the standard ones or below (null: back to the standard),
 * with a reason. The customer's own choice for each limit set gives way, so the limit becomes what the operator set;
 * the customer may lower it again. Audited with before and after; the customer is e-mailed the limits now in force.
 */
export async function setBankLimits(
  ctx: AppContext,
  actor: { id: string; ip: string },
  userId: string,
  { reason, ...body }: AdminLimitsBody,
): Promise<AdminLimitsResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = isUuid(userId) ? await lockUser(trx, userId) : undefined;
    if (user?.role !== "customer") throw noSuchCustomer();
    const row = await lockCustomerLimits(trx, userId);
    const changes: Partial<LimitColumns> = {};
    for (const kind of limitKinds) {
      const dollars = body[kind];
      if (dollars === undefined) continue;
      changes[columns[kind].bank] = dollars === null ? null : dollarsToCents(dollars);
      changes[columns[kind].own] = null;
    }
    const updated = await updateCustomerLimits(trx, userId, changes, ctx.clock.now());
    const before = inDollars(limitsOf(ctx, row));
    const after = limitsOf(ctx, updated);
    await insertAuditEntry(trx, {
      actorId: actor.id,
      action: "customer.change-limits",
      subjectType: "user",
      subjectId: userId,
      before,
      after: inDollars(after),
      reason,
      ip: actor.ip,
    });
    await ctx.mailer.enqueue(
      trx,
      mailTemplates.limitsChanged(user, {
        perPayment: money(after.perPayment),
        daily: money(after.daily),
        monthly: money(after.monthly),
      }),
    );
  });
  ctx.mailer.deliverSoon();
  return limitsForStaff(ctx, userId);
}
