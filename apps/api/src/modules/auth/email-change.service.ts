import { limits } from "@larkspur/shared/limits";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { retryingTrx } from "../../lib/retrying-trx";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { findUserByEmail, lockUser, updateUser } from "../users";
import { checkCodeAgainst, issueCode, useCode } from "./codes";
import { revokeOtherSessions } from "./sessions.repo";
import type { SignedInUser } from "./sessions.service";
import { countRecentVerifications, findLiveVerification } from "./verifications.repo";
import { assertCodesAllowed, recordWrongCode } from "./wrong-codes.service";

const DAY_MS = 86_400_000;

/**
 * Mails a code to the new address, which the account uses once the code comes back. An address another account
 * holds gets no code, and so does one asked for more than the daily number of times; the caller answers alike in
 * every case, so the answer never tells who banks here. Answers whether a code was written (for the caller's commit).
 */
export async function requestEmailChange(trx: Trx, ctx: AppContext, user: User, newEmail: string) {
  if (await findUserByEmail(trx, newEmail)) return false;
  const now = ctx.clock.now();
  const today = await countRecentVerifications(
    trx,
    user.id,
    "email_change",
    new Date(now.getTime() - DAY_MS),
  );
  if (Number(today.count) >= limits.resendPerDay) return false;
  const code = await issueCode(trx, { userId: user.id, purpose: "email_change", subjectId: newEmail }, now);
  await ctx.mailer.enqueue(trx, mailTemplates.emailChangeCode({ ...user, email: newEmail }, code));
  return true;
}

const emailTaken = () => new AppError("email_taken", "error.emailTaken");

/**
 * The code of the newest change asked for switches the address it was sent to. The account's other sessions end
 * and the old address is told, in the trx that switches it.
 */
export async function confirmEmailChange(ctx: AppContext, caller: SignedInUser, otp: string): Promise<User> {
  await assertCodesAllowed(ctx, caller.id);
  const now = ctx.clock.now();
  const live = await findLiveVerification(ctx.db, caller.id, "email_change", now);
  const verificationId = await checkCodeAgainst(ctx.db, live, otp, () => recordWrongCode(ctx, caller));
  const newEmail = live!.subject_id!;
  try {
    const updated = await retryingTrx(ctx.db, async (trx) => {
      await useCode(trx, verificationId, now);
      const before = (await lockUser(trx, caller.id))!;
      const user = await updateUser(trx, caller.id, { email: newEmail, email_verified_at: now }, now);
      await revokeOtherSessions(trx, caller.id, caller.session_id, now);
      await notify(trx, ctx, [
        accountNotices.emailChanged(caller.id, mailTemplates.emailChanged(before, newEmail)),
      ]);
      return user;
    });
    announce(ctx, [caller.id]);
    return updated;
  } catch (error) {
    // Someone signed up with the address after the code was sent.
    if (isUniqueViolation(error, "users_email_key")) throw emailTaken();
    throw error;
  }
}
