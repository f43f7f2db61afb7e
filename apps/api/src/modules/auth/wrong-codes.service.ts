import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { lockUser, updateUser, WRONG_CODES_REASON } from "../users";
import { countWrongCode, recentWrongCodes } from "./wrong-codes.repo";

const WINDOW_MS = 24 * 3_600_000;

const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/**
 * Refuses to check another code of an account that entered `CODE_MAX_FAILURES` wrong ones in the last 24 hours, until
 * an operator lifts the hold they caused. Transfers are refused by the hold itself; this keeps e-mail changes shut too.
 */
export async function assertCodesAllowed(ctx: AppContext, userId: string): Promise<void> {
  const failures = await recentWrongCodes(ctx.db, userId, windowStart(ctx.clock.now()));
  if (failures >= ctx.config.CODE_MAX_FAILURES) {
    throw new AppError("account_on_hold", "error.tooManyWrongCodes");
  }
}

/**
 * Counts a wrong transfer or e-mail-change code against the account, across all its transfers. The code that reaches
 * `CODE_MAX_FAILURES` within 24 hours puts the account's transfers on hold, as an operator would, recorded as done
 * by the system, and tells the customer; only an operator lifts it.
 */
export async function recordWrongCode(ctx: AppContext, user: User): Promise<void> {
  const now = ctx.clock.now();
  const failures = await countWrongCode(ctx.db, user.id, now, windowStart(now));
  if (failures >= ctx.config.CODE_MAX_FAILURES) await holdTransfers(ctx, user.id);
}

async function holdTransfers(ctx: AppContext, userId: string): Promise<void> {
  const held = await retryingTrx(ctx.db, async (trx) => {
    const current = await lockUser(trx, userId);
    // Already held, by an operator or by a code counted just before: the hold and its record stand.
    if (!current || current.transfer_disabled) return false;
    const user = await updateUser(trx, userId, { transfer_disabled: true }, ctx.clock.now());
    await insertAuditEntry(trx, {
      actorId: null,
      action: "customer.hold-transfers",
      subjectType: "user",
      subjectId: userId,
      before: { transferDisabled: false },
      after: { transferDisabled: true },
      reason: WRONG_CODES_REASON,
      ip: "system",
    });
    const mail = mailTemplates.transfersHeldForWrongCodes(user);
    await notify(trx, ctx, [accountNotices.held(userId, "account.heldForWrongCodes", mail)]);
    return true;
  });
  if (held) announce(ctx, [userId]);
}
