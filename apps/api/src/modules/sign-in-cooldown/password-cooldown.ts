import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { clearThrottle, countAttempt, startCooldown } from "./login-throttle.repo";

/**
 * Runs a password check under the cool-down of `throttleKey`, the one sign-in uses: the attempt is counted before the
 * check, so however many guesses arrive at once, at most `LOGIN_MAX_FAILURES` reach Argon2, and during a cool-down
 * none does (429). A right password clears the run of failures. Answers whether the password was right.
 */
export async function checkUnderCooldown(
  ctx: AppContext,
  throttleKey: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = ctx.clock.now();
  const maxFailures = ctx.config.LOGIN_MAX_FAILURES;
  const cooldownUntil = new Date(now.getTime() + ctx.config.LOGIN_COOLDOWN_MINUTES * 60_000);
  const attempt = await countAttempt(ctx.db, throttleKey, { maxFailures, now, cooldownUntil });
  if (attempt.locked_until && attempt.locked_until > now) {
    const seconds = Math.ceil((attempt.locked_until.getTime() - now.getTime()) / 1000);
    throw new AppError(
      "rate_limited",
      { id: "error.signInCooldown", values: { minutes: Math.ceil(seconds / 60) } },
      { retryAfterSeconds: seconds },
    );
  }
  if (!(await check())) {
    if (attempt.failures >= maxFailures) await startCooldown(ctx.db, throttleKey, cooldownUntil, now);
    return false;
  }
  await clearThrottle(ctx.db, throttleKey);
  return true;
}

/** Ends the run of failures of `throttleKey`, as a right password or a password reset does. */
export function clearCooldown(db: Kysely<Database>, throttleKey: string): Promise<void> {
  return clearThrottle(db, throttleKey);
}

/** The cool-down key of an account; unknown identifiers have keys of their own. */
export const accountThrottleKey = (userId: string) => `user:${userId}`;
