import type { ReauthenticateBody } from "@larkspur/shared/schemas/security";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/passwords";
import { useTotpOrRecoveryCode } from "../security";
import { accountThrottleKey, checkUnderCooldown } from "../sign-in-cooldown";
import { findPasswordHash } from "../users";
import { lastProofOf, recordProof } from "./reauthentication.repo";
import type { SignedInUser } from "./sessions.service";

/**
 * Changing a second factor needs the password or a second factor proven within REAUTH_WINDOW_SECONDS (the sign-in
 * counts), so a session left open or stolen cannot plant a passkey or turn the app off: 403
 * `reauthentication_required` otherwise.
 */
export async function assertRecentlyReauthenticated(ctx: AppContext, caller: SignedInUser): Promise<void> {
  const provenAt = await lastProofOf(ctx.db, caller.session_id);
  const windowMs = ctx.config.REAUTH_WINDOW_SECONDS * 1000;
  if (!provenAt || ctx.clock.now().getTime() - provenAt.getTime() > windowMs) {
    throw new AppError("reauthentication_required", "error.reauthenticationRequired");
  }
}

/**
 * The caller proves it is them again, with the password or a current code (app or recovery code), each counted
 * against the account's sign-in cool-down so a stolen session cannot guess either; a right one opens the window.
 */
export async function reauthenticate(
  ctx: AppContext,
  caller: SignedInUser,
  body: ReauthenticateBody,
): Promise<void> {
  const proven = await checkUnderCooldown(ctx, accountThrottleKey(caller.id), async () =>
    "password" in body
      ? verifyPassword(await findPasswordHash(ctx.db, caller.id), body.password)
      : useTotpOrRecoveryCode(ctx, caller.id, body.code, ctx.clock.now()),
  );
  if (!proven) {
    throw "password" in body
      ? new AppError("wrong_password", "error.wrongCurrentPassword")
      : new AppError("invalid_code", "error.wrongTotpCode");
  }
  await recordProof(ctx.db, caller.session_id, ctx.clock.now());
}
