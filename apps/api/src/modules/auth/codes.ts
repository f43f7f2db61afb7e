import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import type { Kysely } from "kysely";
import type { Database, VerificationPurpose } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { hashCode, newCode, sameHash } from "../../lib/secrets";
import {
  consumeCode,
  findLiveVerification,
  insertVerification,
  type NewCode,
  spendAttempt,
} from "./verifications.repo";

interface CodeTarget {
  userId: string;
  purpose: VerificationPurpose;
  /** Ties a code to one thing, e.g. one transfer: it confirms nothing else. */
  subjectId?: string;
}

/** A new one-time code for the e-mail, and its row (the code stored hashed) for the caller to write. */
export function newCodeFor(target: CodeTarget, now: Date): { code: string; row: NewCode } {
  const id = randomUUID();
  const code = newCode();
  return {
    code,
    row: {
      id,
      userId: target.userId,
      purpose: target.purpose,
      subjectId: target.subjectId,
      secretHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
    },
  };
}

/** Writes a new one-time code (stored hashed) and returns it for the e-mail; the caller owns the trx. */
export async function issueCode(db: Kysely<Database>, target: CodeTarget, now: Date): Promise<string> {
  const { code, row } = newCodeFor(target, now);
  await insertVerification(db, row);
  return code;
}

export const invalidCode = () => new AppError("invalid_code", "error.invalidCode");

/**
 * Compares a code with the live one. A wrong code spends one of its tries at once, committed on its own, so a failed
 * request still counts it. A right code answers the verification's id without a write of its own: the caller spends
 * its try by using it (`useCode`) in the trx that acts on it.
 */
export async function checkCode(
  db: Kysely<Database>,
  target: CodeTarget,
  code: string,
  now: Date,
): Promise<string> {
  const live = await findLiveVerification(db, target.userId, target.purpose, now, target.subjectId);
  return checkCodeAgainst(db, live, code);
}

/**
 * `checkCode` for a live code the caller has already read (undefined when there is none). `onWrongCode` runs once a
 * wrong code has spent its try, e.g. to count it against the account.
 */
export async function checkCodeAgainst(
  db: Kysely<Database>,
  live: { id: string; secret_hash: string; attempts: number } | undefined,
  code: string,
  onWrongCode?: () => Promise<void>,
): Promise<string> {
  if (!live || live.attempts >= limits.codeMaxAttempts) throw invalidCode();
  if (sameHash(live.secret_hash, hashCode(live.id, code))) return live.id;
  if (!(await spendAttempt(db, live.id, limits.codeMaxAttempts))) throw invalidCode();
  await onWrongCode?.();
  const triesLeft = limits.codeMaxAttempts - (live.attempts + 1);
  throw new AppError(
    "invalid_code",
    triesLeft > 0 ? { id: "error.wrongCodeTriesLeft", values: { triesLeft } } : "error.codeUsedUp",
  );
}

/**
 * Uses a code `checkCode` found right, counting its try: refused when another request used it first or wrong tries
 * took the last one in between, so no guess gets past the limit however many arrive at once.
 */
export async function useCode(db: Kysely<Database>, verificationId: string, now: Date): Promise<void> {
  if (!(await consumeCode(db, verificationId, now, limits.codeMaxAttempts))) throw invalidCode();
}
