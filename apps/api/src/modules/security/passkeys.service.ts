import { randomUUID } from "node:crypto";
import { brand } from "@larkspur/shared/brand";
import { limits } from "@larkspur/shared/limits";
import type { AddPasskeyBody, PasskeySignInBody, RenamePasskeyBody } from "@larkspur/shared/schemas/passkeys";
import type { PasskeySummary } from "@larkspur/shared/schemas/security";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import type { Passkey, PasskeyChallengePurpose, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import { onFirstUse } from "../../lib/on-first-use";
import { hashToken } from "../../lib/secrets";
import { mailTemplates } from "../mail";
import { findUserById, lockUser } from "../users";
import {
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  passkeysOf,
  recordPasskeyUse,
  renamePasskey,
  takeChallenge,
} from "./passkeys.repo";

const challengeTtlMs = limits.passkeyChallengeTtlMinutes * 60_000;

/**
 * @simplewebauthn/server, imported by the first passkey request a process handles: it takes over 4 MB of heap, which
 * a process that sees no passkey never spends.
 */
const webAuthn = onFirstUse(async () => {
  const [server, { decodeClientDataJSON }] = await Promise.all([
    import("@simplewebauthn/server"),
    import("@simplewebauthn/server/helpers"),
  ]);
  return { ...server, decodeClientDataJSON };
});

/**
 * Who the passkeys belong to: the host customers reach (PUBLIC_URL's) and its origin. A browser signs the origin it
 * is on, so a passkey made on another site never answers for ours.
 */
export function relyingParty(config: Config) {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle: the user's id as 16 bytes, nothing personal. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll("-", ""), "hex"));
}

const expired = () => new AppError("passkey_expired", "error.passkeyExpired");
const notAdded = () => new AppError("passkey_refused", "error.passkeyNotAdded");
const notRecognised = () => new AppError("wrong_credentials", "error.passkeyNotRecognised");
const noSuchPasskey = () => new AppError("not_found", "error.noSuchPasskey");
const tooMany = () =>
  new AppError("conflict", { id: "error.tooManyPasskeys", values: { max: limits.passkeysMax } });

export function toPasskeySummary(passkey: Passkey): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.created_at.toISOString(),
    lastUsedAt: passkey.last_used_at?.toISOString() ?? null,
  };
}

/** The user's passkeys, oldest first, as /security lists them. */
export async function listPasskeys(ctx: AppContext, userId: string): Promise<PasskeySummary[]> {
  return (await passkeysOf(ctx.db, userId)).map(toPasskeySummary);
}

async function storeChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: PasskeyChallengePurpose,
  userId: string | null,
  subjectId?: string,
): Promise<void> {
  const now = ctx.clock.now();
  await insertChallenge(
    ctx.db,
    {
      challengeHash: hashToken(challenge),
      purpose,
      userId,
      subjectId,
      expiresAt: new Date(now.getTime() + challengeTtlMs),
    },
    now,
  );
}

/** The challenge a browser's answer signed, read from its client data; a malformed answer has none. */
async function challengeIn(clientDataJSON: string): Promise<string | undefined> {
  const { decodeClientDataJSON } = await webAuthn();
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return undefined;
  }
}

/**
 * Uses up the challenge the answer signed, whatever follows: each challenge answers once, and only within its
 * minutes. A challenge made for another user or another purpose reads as expired.
 */
async function useChallenge(
  ctx: AppContext,
  clientDataJSON: string,
  purpose: PasskeyChallengePurpose,
  userId: string | null,
) {
  const challenge = await challengeIn(clientDataJSON);
  if (challenge === undefined) return undefined;
  const taken = await takeChallenge(ctx.db, hashToken(challenge), purpose, ctx.clock.now());
  if (!taken || taken.user_id !== userId) return undefined;
  return { challenge, subjectId: taken.subject_id };
}

/** Options for the browser to create a passkey for the signed-in user. */
export async function registrationOptions(ctx: AppContext, user: User) {
  const existing = await passkeysOf(ctx.db, user.id);
  if (existing.length >= limits.passkeysMax) throw tooMany();
  const { rpID } = relyingParty(ctx.config);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: brand.name,
    rpID,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: `${user.first_name} ${user.last_name}`,
    timeout: challengeTtlMs,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // A discoverable credential lets the customer sign in without typing their address.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(ctx, options.challenge, "registration", user.id);
  return { ...options };
}

/** Checks the browser's new credential against the user's challenge and keeps it under the name they chose. */
export async function addPasskey(ctx: AppContext, user: User, body: AddPasskeyBody): Promise<PasskeySummary> {
  const used = await useChallenge(ctx, body.response.response.clientDataJSON, "registration", user.id);
  if (!used) throw expired();
  const { rpID, origin } = relyingParty(ctx.config);
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: used.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw notAdded();
  const { credential } = verification.registrationInfo;
  try {
    const passkey = await ctx.db.transaction().execute(async (trx) => {
      // Locking the user's row counts their passkeys once per change, so two adds cannot both take the last place.
      await lockUser(trx, user.id);
      if ((await countPasskeys(trx, user.id)) >= limits.passkeysMax) throw tooMany();
      // The owner hears of every new way into the account, in case it was not them.
      await ctx.mailer.enqueue(trx, mailTemplates.passkeyAdded(user, body.name, ctx.config.PUBLIC_URL));
      return insertPasskey(trx, {
        id: randomUUID(),
        userId: user.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
        createdAt: ctx.clock.now(),
      });
    });
    ctx.mailer.deliverSoon();
    return toPasskeySummary(passkey);
  } catch (error) {
    if (isUniqueViolation(error, "passkeys_credential_id_key")) {
      throw new AppError("conflict", "error.passkeyAlreadyAdded");
    }
    throw error;
  }
}

export async function renameUserPasskey(
  ctx: AppContext,
  userId: string,
  id: string,
  body: RenamePasskeyBody,
): Promise<PasskeySummary> {
  const passkey = isUuid(id) ? await renamePasskey(ctx.db, userId, id, body.name) : undefined;
  if (!passkey) throw noSuchPasskey();
  return toPasskeySummary(passkey);
}

/** Removes one of the user's own passkeys and tells the owner by e-mail, in case it was not them. */
export async function removeUserPasskey(ctx: AppContext, user: User, id: string): Promise<void> {
  if (!isUuid(id)) throw noSuchPasskey();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deletePasskey(trx, user.id, id);
    if (removed === undefined) throw noSuchPasskey();
    await ctx.mailer.enqueue(trx, mailTemplates.passkeyRemoved(user, removed.name, ctx.config.PUBLIC_URL));
  });
  ctx.mailer.deliverSoon();
}

/** Options for signing in with any passkey of ours the browser holds: no address asked, no account named. */
export async function signInOptions(ctx: AppContext) {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    timeout: challengeTtlMs,
    userVerification: "required",
  });
  await storeChallenge(ctx, options.challenge, "sign_in", null);
  return { ...options };
}

/**
 * Checks a signed answer against the stored passkey (signature, origin, relying party, user verification, a rising
 * counter) and records its use; answers the passkey's owner.
 */
async function verifyAssertion(
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<Passkey> {
  const passkey = await findPasskeyByCredentialId(ctx.db, response.id);
  if (!passkey) throw notRecognised();
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(passkey.user_id)).toString("base64url")) {
    throw notRecognised();
  }
  const { rpID, origin } = relyingParty(ctx.config);
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification,
  }).catch(() => undefined);
  if (!verification?.verified) throw notRecognised();
  const recorded = await recordPasskeyUse(
    ctx.db,
    passkey.id,
    verification.authenticationInfo.newCounter,
    ctx.clock.now(),
  );
  if (!recorded) throw notRecognised();
  return passkey;
}

/**
 * Options for the second step of a sign-in whose password was right: the user's own passkeys, bound to that pending
 * sign-in (`subjectId`). The password was the first factor, so the person need not be verified again.
 */
export async function secondStepOptions(ctx: AppContext, userId: string, subjectId: string) {
  const passkeys = await passkeysOf(ctx.db, userId);
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    timeout: challengeTtlMs,
    userVerification: "preferred",
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
  });
  await storeChallenge(ctx, options.challenge, "second_step", userId, subjectId);
  return { ...options };
}

/**
 * Whether a signed answer to second-step options proves the user holds one of their passkeys, for the pending
 * sign-in it was made for. Its challenge is used up either way.
 */
export async function passkeyFinishesSecondStep(
  ctx: AppContext,
  userId: string,
  subjectId: string,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const used = await useChallenge(ctx, response.response.clientDataJSON, "second_step", userId);
  if (!used || used.subjectId !== subjectId) return false;
  const passkey = await verifyAssertion(ctx, response, used.challenge, false).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  return passkey?.user_id === userId;
}

/**
 * The user a passkey alone signs in: it proves both who they are and that they are present, so no second step
 * follows. The route opens the session.
 */
export async function signInWithPasskey(ctx: AppContext, body: PasskeySignInBody): Promise<User> {
  const response = body.response as unknown as AuthenticationResponseJSON;
  const user = await passkeyOwner(ctx, response).catch((error: unknown) => {
    ctx.metrics.signInFailures.inc();
    throw error;
  });
  if (user.status === "disabled") throw new AppError("account_disabled", "error.accountDisabled");
  return user;
}

async function passkeyOwner(ctx: AppContext, response: AuthenticationResponseJSON): Promise<User> {
  const used = await useChallenge(ctx, response.response.clientDataJSON, "sign_in", null);
  if (!used) throw expired();
  const passkey = await verifyAssertion(ctx, response, used.challenge, true);
  const user = await findUserById(ctx.db, passkey.user_id);
  if (!user) throw notRecognised();
  return user;
}
