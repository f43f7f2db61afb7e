import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { retryingTrx } from "../../lib/retrying-trx";
import { claimIdempotencyKey, findIdempotencyKey, saveIdempotentResponse } from "./idempotency.repo";

/**
 * A money request made at most once per key. Only answers that changed something
 * are kept: a refused request moved nothing, so repeating it is a fresh attempt. Keys live for a day.
 */
export interface IdempotentRequest {
  userId: string;
  /** The client's key; without one, every request runs. */
  key: string | undefined;
  /** What is being asked, e.g. "initiate" and its normalized body; a key reused for anything else is refused. */
  scope: string;
  request: unknown;
}

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

const keyReused = () => new AppError("idempotency_conflict", "error.idempotencyKeyReused");

/** JSON with sorted keys and bigints as text, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (typeof value === "bigint") return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, inner]) => `${JSON.stringify(k)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprint(request: IdempotentRequest): string {
  return createHash("sha256")
    .update(`${request.scope}\n${canonical(request.request)}`)
    .digest("hex");
}

function storedAnswer<T>(request: IdempotentRequest, row: { fingerprint: string; response: unknown }): T {
  if (row.fingerprint !== fingerprint(request)) throw keyReused();
  return row.response as T;
}

/** The first answer when this key was used before (checked before any work, e.g. spending a code's try). */
export async function findReplay<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
): Promise<T | undefined> {
  if (!request.key) return undefined;
  const row = await findIdempotencyKey(db, request.userId, request.key);
  return row ? storedAnswer<T>(request, row) : undefined;
}

/**
 * Runs `attempt`, the whole request, unless this key already has an answer. A client that gave up waiting sends its
 * request again while the first is still running: checks made before the key is claimed (the balance, a code already
 * used, a status already moved) can then refuse the repeat although the first request goes on to do it. So a refusal
 * of a request with a key first claims the key, which waits for a first request still in flight: when that one
 * committed, its answer is the answer.
 */
export async function orFirstAnswer<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  attempt: () => Promise<T>,
): Promise<T> {
  const earlier = await findReplay<T>(db, request);
  if (earlier !== undefined) return earlier;
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof AppError) || !request.key) throw error;
    const { answer } = await runOnce<T>(db, request, async () => {
      throw error;
    });
    return answer;
  }
}

/**
 * Runs `work` in one retrying trx that also claims the key and stores the answer, so a repeat racing the
 * first request waits for it and then answers the same. `replayed` tells the caller nothing was done this time.
 */
export function runOnce<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: (trx: Trx) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  return runOnceEndingWith(db, request, async (trx) => ({ answer: await work(trx), last: async () => {} }));
}

/**
 * As `runOnce`, for work that is one statement: without a key there is nothing to claim or store, and one statement is
 * atomic by itself, so it runs without BEGIN and COMMIT.
 */
export async function runOnceInOneStatement<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (!request.key) return { answer: await work(db), replayed: false };
  return runOnce(db, request, work);
}

/** Work whose answer is known before its last statement, which must end the trx (it locks a busy row). */
export interface EndingWith<T> {
  answer: T;
  last: (trx: Kysely<Database>) => Promise<void>;
}

/**
 * As `runOnce`, but `work`'s `last` statement runs after the answer is stored, as the trx's very last, so the row
 * locks it takes are held only until the commit that follows at once. If it throws, nothing of the trx is kept.
 */
export async function runOnceEndingWith<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: (trx: Trx) => Promise<EndingWith<T>>,
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = request;
  return retryingTrx(db, async (trx) => {
    if (
      key &&
      !(await claimIdempotencyKey(trx, { userId: request.userId, key, fingerprint: fingerprint(request) }))
    ) {
      const row = await findIdempotencyKey(trx, request.userId, key);
      if (!row) throw new Error("An idempotency key vanished while it was claimed");
      return { answer: storedAnswer<T>(request, row), replayed: true };
    }
    const { answer, last } = await work(trx);
    if (key) await saveIdempotentResponse(trx, request.userId, key, answer);
    await last(trx);
    return { answer, replayed: false };
  });
}
