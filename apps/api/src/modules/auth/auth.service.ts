import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import { defaultLocale } from "@larkspur/shared/locales";
import type { LoginBody, RegisterBody, VerifyBody } from "@larkspur/shared/schemas/auth";
import { defaultTimeZone } from "@larkspur/shared/time-zones";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { assertPasswordAllowed } from "../../lib/password-rules";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../lib/passwords";
import { hashToken, newAccountNumber, newToken } from "../../lib/secrets";
import { openCustomerAccount } from "../ledger";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { secondFactorMethodsOf } from "../security";
import { accountThrottleKey, checkUnderCooldown, clearCooldown } from "../sign-in-cooldown";
import { findUserByAccountNumber, findUserByEmail, findUserById, insertUser, updateUser } from "../users";
import { checkCode, invalidCode, issueCode, useCode } from "./codes";
import { rememberDevice } from "./known-devices.repo";
import { startSecondStep } from "./second-step.service";
import { clearSecondStepFailures } from "./second-step-failures.repo";
import { revokeSession, revokeUserSessions } from "./sessions.repo";
import { type ClientInfo, startSession } from "./sessions.service";
import {
  consumeVerification,
  countRecentVerifications,
  findVerificationBySecret,
  insertVerification,
} from "./verifications.repo";

const invalidResetLink = () => new AppError("invalid_link", "error.invalidResetLink");

const ACCOUNT_NUMBER_TRIES = 5;

/**
 * Opens an unverified account and mails its code. An address already registered gets the same answer after the same
 * Argon2 work, and its owner an e-mail saying so: sign-up never tells who banks here.
 */
export async function register(ctx: AppContext, body: RegisterBody, deviceKey?: string): Promise<void> {
  assertPasswordAllowed(body.password, body);
  const passwordHash = await hashPassword(body.password);
  const owner = await findUserByEmail(ctx.db, body.email);
  if (owner) return tellOwnerOfSignupAttempt(ctx, owner);
  const language = body.language ?? defaultLocale;
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const id = randomUUID();
        await insertUser(trx, {
          id,
          email: body.email,
          password_hash: passwordHash,
          first_name: body.firstName,
          middle_name: body.middleName ?? "",
          last_name: body.lastName,
          phone: body.phone,
          language,
          time_zone: body.timeZone ?? defaultTimeZone,
          picture: null,
          account_number: newAccountNumber(),
          email_verified_at: null,
        });
        await openCustomerAccount(trx, id);
        const code = await issueCode(trx, { userId: id, purpose: "signup" }, ctx.clock.now());
        const recipient = { email: body.email, first_name: body.firstName, language };
        await ctx.mailer.enqueue(trx, mailTemplates.signupCode(recipient, code));
        // The browser that opened the account is its first known one: signing in there is no news to the owner.
        if (deviceKey) await rememberDevice(trx, id, hashToken(deviceKey));
      });
      break;
    } catch (error) {
      // The same address signing up twice at once: the second is told like any other.
      if (isUniqueViolation(error, "users_email_key")) {
        const first = await findUserByEmail(ctx.db, body.email);
        if (first) return tellOwnerOfSignupAttempt(ctx, first);
      }
      // Two account numbers colliding is rare; draw another.
      if (!isUniqueViolation(error, "users_account_number_key") || attempt >= ACCOUNT_NUMBER_TRIES)
        throw error;
    }
  }
  ctx.mailer.deliverSoon();
}

async function tellOwnerOfSignupAttempt(ctx: AppContext, owner: User): Promise<void> {
  await ctx.mailer.enqueue(ctx.db, mailTemplates.signupAttempt(owner, ctx.config.PUBLIC_URL));
  ctx.mailer.deliverSoon();
}

export async function verifySignup(ctx: AppContext, body: VerifyBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || user.email_verified_at) throw invalidCode();
  // The tries left would tell an address that signed up from one that did not, so every wrong code reads the same.
  const verificationId = await checkCode(
    ctx.db,
    { userId: user.id, purpose: "signup" },
    body.otp,
    ctx.clock.now(),
  ).catch((error: unknown) => {
    throw error instanceof AppError ? invalidCode() : error;
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await useCode(trx, verificationId, now);
    await updateUser(trx, user.id, { email_verified_at: now }, now);
  });
}

/** Sends a fresh sign-up code when the account exists, is unverified and is within the resend limits (a job). */
export async function resendSignupCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified_at) return;
  await sendSignupCodeWithinLimits(ctx, user);
}

/** Whether a new code went out: within the limits the code already sent is the one to enter. */
async function sendSignupCodeWithinLimits(ctx: AppContext, user: User): Promise<boolean> {
  const now = ctx.clock.now();
  const today = await countRecentVerifications(
    ctx.db,
    user.id,
    "signup",
    new Date(now.getTime() - 86_400_000),
  );
  const newest = today.newest ? new Date(today.newest) : undefined;
  if (Number(today.count) >= limits.resendPerDay) return false;
  if (newest && now.getTime() - newest.getTime() < 60_000) return false;
  await ctx.db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, { userId: user.id, purpose: "signup" }, now);
    await ctx.mailer.enqueue(trx, mailTemplates.signupCode(user, code));
  });
  ctx.mailer.deliverSoon();
  return true;
}

/**
 * Checks the password. Without a second factor a session starts; with one, the answer is a second step to finish
 * at `POST /api/auth/login/mfa` (`second-step.service.ts`), and no session yet.
 */
export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo) {
  const user =
    "email" in body
      ? await findUserByEmail(ctx.db, body.email)
      : await findUserByAccountNumber(ctx.db, body.accountNumber);
  // Unknown identifiers are throttled like accounts, so the cool-down says nothing about whether one exists.
  const throttleKey = user
    ? accountThrottleKey(user.id)
    : `unknown:${"email" in body ? body.email : body.accountNumber}`;
  const passwordOk = await checkUnderCooldown(ctx, throttleKey, () =>
    user ? verifyPassword(user.password_hash, body.password) : verifyAgainstNothing(body.password),
  ).catch((error: unknown) => {
    ctx.metrics.signInFailures.inc();
    throw error;
  });
  if (!user || !passwordOk) {
    ctx.metrics.signInFailures.inc();
    throw new AppError("wrong_credentials", "error.wrongCredentials");
  }
  if (user.status === "disabled") throw new AppError("account_disabled", "error.accountDisabled");
  if (!user.email_verified_at) {
    const sent = await sendSignupCodeWithinLimits(ctx, user);
    throw new AppError("unverified", sent ? "error.unverified" : "error.unverifiedCodeSent");
  }
  const methods = await secondFactorMethodsOf(ctx, user.id);
  if (methods.length > 0) return startSecondStep(ctx, user, methods, client);
  return { token: await startSession(ctx, user, client), user };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
}

/** Mails a reset link when the account exists (a job: the request itself reveals nothing). */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await insertVerification(trx, {
      id: randomUUID(),
      userId: user.id,
      purpose: "password_reset",
      secretHash: hashToken(token),
      expiresAt: new Date(now.getTime() + limits.resetTokenTtlMinutes * 60_000),
    });
    const link = `${ctx.config.PUBLIC_URL}/passwordreset/${token}`;
    await ctx.mailer.enqueue(trx, mailTemplates.passwordReset(user, link));
  });
  ctx.mailer.deliverSoon();
}

export async function resetPassword(ctx: AppContext, resetToken: string, password: string): Promise<void> {
  const reset = await findVerificationBySecret(ctx.db, "password_reset", hashToken(resetToken));
  const now = ctx.clock.now();
  if (!reset || reset.used_at || reset.expires_at <= now) throw invalidResetLink();
  const owner = await findUserById(ctx.db, reset.user_id);
  if (!owner) throw invalidResetLink();
  assertPasswordAllowed(password, {
    email: owner.email,
    firstName: owner.first_name,
    lastName: owner.last_name,
  });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeVerification(trx, reset.id, now))) throw invalidResetLink();
    const user = await updateUser(trx, reset.user_id, { password_hash: passwordHash }, now);
    // The link proved the mailbox, so the address counts as verified too.
    if (!user.email_verified_at) await updateUser(trx, user.id, { email_verified_at: now }, now);
    await revokeUserSessions(trx, reset.user_id, now);
    await clearCooldown(trx, accountThrottleKey(reset.user_id));
    await clearSecondStepFailures(trx, reset.user_id);
    const mail = mailTemplates.passwordChanged(user, ctx.config.PUBLIC_URL);
    await notify(trx, ctx, [accountNotices.passwordChanged(user.id, mail)]);
  });
  announce(ctx, [reset.user_id]);
}
