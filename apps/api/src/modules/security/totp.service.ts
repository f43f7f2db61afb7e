import type { TotpDisableBody, TotpSetupResponse } from "@larkspur/shared/schemas/security";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/passwords";
import type { SignedInUser } from "../auth";
import { mailTemplates } from "../mail";
import { accountThrottleKey, checkUnderCooldown } from "../sign-in-cooldown";
import { findPasswordHash } from "../users";
import { matchingRecoveryCode, newRecoveryCodes, newTotpSecret, stepOfCode } from "./totp";
import {
  acceptStep,
  deleteAuthenticator,
  findAuthenticator,
  replaceRecoveryCodes,
  savePendingSecret,
  unusedRecoveryCodes,
  useRecoveryCode,
} from "./totp.repo";
import { openSecret, sealSecret } from "./totp-secrets";

const alreadyOn = () => new AppError("conflict", "error.totpAlreadyOn");
const wrongTotpCode = () => new AppError("invalid_code", "error.wrongTotpCode");

/** A new secret for the caller's authenticator app, pending until a code from it confirms it. */
export async function startTotpSetup(ctx: AppContext, caller: SignedInUser): Promise<TotpSetupResponse> {
  const { secret, otpauthUrl } = newTotpSecret(caller.email);
  if (!(await savePendingSecret(ctx.db, caller.id, sealSecret(ctx.mfaKey, caller.id, secret))))
    throw alreadyOn();
  return { secret, otpauthUrl };
}

/**
 * Turns the pending secret on with a code from the app and tells the owner by e-mail; answers the recovery codes,
 * shown this once.
 */
export async function confirmTotp(ctx: AppContext, caller: SignedInUser, code: string): Promise<string[]> {
  const authenticator = await findAuthenticator(ctx.db, caller.id);
  if (!authenticator) throw new AppError("conflict", "error.totpNotStarted");
  if (authenticator.confirmed_at) throw alreadyOn();
  const now = ctx.clock.now();
  const secret = openSecret(ctx.mfaKey, caller.id, authenticator.secret_encrypted);
  const step = stepOfCode(secret, code, now);
  if (step === undefined) throw wrongTotpCode();
  const { codes, rows } = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    // The secret the code was checked against, still pending: a setup started again meanwhile is not turned on.
    const confirmed = await acceptStep(trx, caller.id, step, {
      confirm: true,
      now,
      secretEncrypted: authenticator.secret_encrypted,
    });
    if (!confirmed) throw new AppError("conflict", "error.totpNotStarted");
    await replaceRecoveryCodes(trx, caller.id, rows);
    await ctx.mailer.enqueue(trx, mailTemplates.twoStepOn(caller, ctx.config.PUBLIC_URL));
  });
  ctx.mailer.deliverSoon();
  return codes;
}

/** New recovery codes for the caller's authenticator app, replacing every one left; shown this once. */
export async function renewRecoveryCodes(ctx: AppContext, caller: SignedInUser): Promise<string[]> {
  const authenticator = await findAuthenticator(ctx.db, caller.id);
  if (!authenticator?.confirmed_at) throw new AppError("conflict", "error.totpNotOn");
  const { codes, rows } = newRecoveryCodes();
  await ctx.db.transaction().execute((trx) => replaceRecoveryCodes(trx, caller.id, rows));
  return codes;
}

/**
 * Whether `code` is a current code of the user's authenticator app not accepted before, or one of their unused
 * recovery codes; a right one is used up by this check.
 */
export async function useTotpOrRecoveryCode(
  ctx: AppContext,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const authenticator = await findAuthenticator(ctx.db, userId);
    if (!authenticator?.confirmed_at) return false;
    const step = stepOfCode(openSecret(ctx.mfaKey, userId, authenticator.secret_encrypted), digits, now);
    return step !== undefined && acceptStep(ctx.db, userId, step, { confirm: false, now });
  }
  const recoveryCodeId = matchingRecoveryCode(await unusedRecoveryCodes(ctx.db, userId), code);
  return recoveryCodeId !== undefined && useRecoveryCode(ctx.db, recoveryCodeId, now);
}

/**
 * Turns the authenticator app off, and its recovery codes with it, for a caller who gives a current code (or a
 * recovery code) or the password, and tells the owner by e-mail. Wrong ones count against the account's sign-in cool-down, so a stolen session
 * cannot be used to guess either.
 */
export async function turnOffTotp(
  ctx: AppContext,
  caller: SignedInUser,
  body: TotpDisableBody,
): Promise<void> {
  const authenticator = await findAuthenticator(ctx.db, caller.id);
  if (!authenticator?.confirmed_at) throw new AppError("conflict", "error.totpNotOn");
  const proven = await checkUnderCooldown(ctx, accountThrottleKey(caller.id), async () =>
    "password" in body
      ? verifyPassword(await findPasswordHash(ctx.db, caller.id), body.password)
      : useTotpOrRecoveryCode(ctx, caller.id, body.code, ctx.clock.now()),
  );
  if (!proven) {
    throw "password" in body ? new AppError("wrong_password", "error.wrongCurrentPassword") : wrongTotpCode();
  }
  // The owner hears of it, in case it was not them: their sign-in needs only the password from now on.
  await ctx.db.transaction().execute(async (trx) => {
    await deleteAuthenticator(trx, caller.id);
    await ctx.mailer.enqueue(trx, mailTemplates.twoStepOff(caller, ctx.config.PUBLIC_URL));
  });
  ctx.mailer.deliverSoon();
}
