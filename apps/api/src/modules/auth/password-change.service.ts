import type { ChangePasswordBody } from "@larkspur/shared/schemas/auth";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { assertPasswordAllowed } from "../../lib/password-rules";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { accountThrottleKey, checkUnderCooldown } from "../sign-in-cooldown";
import { findPasswordHash, updateUser } from "../users";
import { revokeOtherSessions } from "./sessions.repo";
import type { SignedInUser } from "./sessions.service";

const wrongCurrentPassword = () => new AppError("wrong_password", "error.wrongCurrentPassword");

/**
 * Sets a new password for a caller who knows the current one. A wrong current password counts against the account's
 * sign-in cool-down, so a stolen session cannot be used to guess it; the new one follows the rules of every new
 * password. The other sessions end and the owner is told, in the trx that changes it.
 */
export async function changePassword(
  ctx: AppContext,
  caller: SignedInUser,
  body: ChangePasswordBody,
): Promise<void> {
  assertPasswordAllowed(body.newPassword, {
    email: caller.email,
    firstName: caller.first_name,
    lastName: caller.last_name,
  });
  const currentOk = await checkUnderCooldown(ctx, accountThrottleKey(caller.id), async () =>
    verifyPassword(await findPasswordHash(ctx.db, caller.id), body.currentPassword),
  );
  if (!currentOk) throw wrongCurrentPassword();
  if (body.newPassword === body.currentPassword) {
    throw new AppError("weak_password", "error.samePassword");
  }
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, caller.id, { password_hash: passwordHash }, now);
    await revokeOtherSessions(trx, caller.id, caller.session_id, now);
    const mail = mailTemplates.passwordChanged(caller, ctx.config.PUBLIC_URL);
    await notify(trx, ctx, [accountNotices.passwordChanged(caller.id, mail)]);
  });
  announce(ctx, [caller.id]);
}
