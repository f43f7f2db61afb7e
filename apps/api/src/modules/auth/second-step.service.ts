import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import type {
  MfaLoginBody,
  MfaRequiredResponse,
  SecondFactorMethod,
} from "@larkspur/shared/schemas/security";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../lib/secrets";
import { passkeyFinishesSecondStep, secondStepOptions, useTotpOrRecoveryCode } from "../security";
import { findUserById } from "../users";
import { findChallenge, insertChallenge, spendTry, useChallenge } from "./mfa-challenges.repo";
import { checkUnderSecondStepLimit } from "./second-step-failures.service";
import type { ClientInfo } from "./sessions.service";

const signInExpired = () => new AppError("invalid_token", "error.mfaSignInExpired");

/**
 * The password was right and the user has a second factor: no session yet, but a token (stored hashed) that
 * finishes this sign-in with a second step within 5 minutes and 5 tries.
 */
export async function startSecondStep(
  ctx: AppContext,
  user: User,
  methods: SecondFactorMethod[],
  client: ClientInfo,
): Promise<MfaRequiredResponse> {
  const mfaToken = newToken();
  const now = ctx.clock.now();
  await insertChallenge(
    ctx.db,
    {
      id: randomUUID(),
      user_id: user.id,
      token_hash: hashToken(mfaToken),
      expires_at: new Date(now.getTime() + limits.mfaTokenTtlMinutes * 60_000),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 500),
    },
    now,
  );
  return { mfaRequired: true, mfaToken, methods };
}

/**
 * The user whose sign-in a right second step finishes: a current authenticator code not used before, an unused
 * recovery code, or a passkey's answer to options made for this sign-in. Each try is spent before the code is checked; a wrong one answers the tries left, and the last one ends the
 * sign-in (401: start again with the password). Wrong codes also count against the account across its sign-ins
 * (`second-step-failures.service.ts`): past `MFA_MAX_FAILURES` in 24 hours every code answers 429 for an hour.
 */
export async function finishSecondStep(ctx: AppContext, body: MfaLoginBody): Promise<User> {
  const now = ctx.clock.now();
  const challenge = await findChallenge(ctx.db, hashToken(body.mfaToken));
  const triesSpent = challenge && (await spendTry(ctx.db, challenge.id, limits.mfaMaxTries, now));
  if (!challenge || triesSpent === undefined) throw signInExpired();
  const proven = await checkUnderSecondStepLimit(ctx, challenge.user_id, () =>
    body.response !== undefined
      ? passkeyFinishesSecondStep(
          ctx,
          challenge.user_id,
          challenge.id,
          body.response as unknown as AuthenticationResponseJSON,
        )
      : useTotpOrRecoveryCode(ctx, challenge.user_id, body.code ?? "", now),
  );
  if (!proven) {
    const triesLeft = limits.mfaMaxTries - triesSpent;
    if (triesLeft <= 0) throw signInExpired();
    if (body.response !== undefined) throw new AppError("wrong_credentials", "error.passkeyNotRecognised");
    throw new AppError("invalid_code", { id: "error.wrongSecondStepCode", values: { triesLeft } });
  }
  if (!(await useChallenge(ctx.db, challenge.id, now))) throw signInExpired();
  const user = await findUserById(ctx.db, challenge.user_id);
  if (!user) throw signInExpired();
  if (user.status === "disabled") throw new AppError("account_disabled", "error.accountDisabled");
  return user;
}

/**
 * Passkey options for a pending sign-in's second step: its user's passkeys, the challenge bound to this sign-in. A
 * finished, expired or spent sign-in has none.
 */
export async function passkeySecondStepOptions(ctx: AppContext, mfaToken: string) {
  const now = ctx.clock.now();
  const challenge = await findChallenge(ctx.db, hashToken(mfaToken));
  const live =
    challenge &&
    challenge.used_at === null &&
    challenge.expires_at > now &&
    challenge.failures < limits.mfaMaxTries;
  if (!live) throw signInExpired();
  return secondStepOptions(ctx, challenge.user_id, challenge.id);
}
