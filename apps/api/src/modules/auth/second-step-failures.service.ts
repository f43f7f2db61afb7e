import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { mailTemplates } from "../mail";
import { findUserById } from "../users";
import {
  claimLockNotice,
  countSecondStepAttempt,
  lockSecondStep,
  uncountSecondStepAttempt,
} from "./second-step-failures.repo";

const WINDOW_MS = 24 * 3_600_000;
const LOCK_MS = 3_600_000;

/**
 * Runs a second-step check under the account's count of wrong codes, across all its sign-ins: each attempt is
 * counted before its check, so however many codes arrive at once, at most `MFA_MAX_FAILURES` in 24 hours are checked.
 * The wrong code that reaches the limit locks the account's second step for an hour: every code, the right one too,
 * answers 429 meanwhile, and the owner is e-mailed once. Answers whether the check passed.
 */
export async function checkUnderSecondStepLimit(
  ctx: AppContext,
  userId: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = ctx.clock.now();
  const maxFailures = ctx.config.MFA_MAX_FAILURES;
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const attempt = await countSecondStepAttempt(ctx.db, userId, {
    maxFailures,
    now,
    windowStart: new Date(now.getTime() - WINDOW_MS),
    lockUntil,
  });
  if (attempt.locked_until && attempt.locked_until > now) {
    await tellOwnerOfLock(ctx, userId, now);
    throw tooManyWrongCodes(attempt.locked_until, now);
  }
  if (await check()) {
    await uncountSecondStepAttempt(ctx.db, userId);
    return true;
  }
  if (attempt.failures >= maxFailures) {
    await lockSecondStep(ctx.db, userId, lockUntil);
    await tellOwnerOfLock(ctx, userId, now);
  }
  return false;
}

function tooManyWrongCodes(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  return new AppError("too_many_wrong_codes", "error.tooManySecondStepCodes", { retryAfterSeconds: seconds });
}

async function tellOwnerOfLock(ctx: AppContext, userId: string, now: Date): Promise<void> {
  if (!(await claimLockNotice(ctx.db, userId, now))) return;
  const owner: User | undefined = await findUserById(ctx.db, userId);
  if (!owner) return;
  const mail = mailTemplates.wrongSecondStepCodes(owner, ctx.config.MFA_MAX_FAILURES, ctx.config.PUBLIC_URL);
  await ctx.mailer.enqueue(ctx.db, mail);
  ctx.mailer.deliverSoon();
}
