import { randomUUID } from "node:crypto";
import type { Role } from "@larkspur/shared/schemas/user";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { coalescePerOwner } from "../../lib/coalesce";
import { hashToken, newToken } from "../../lib/secrets";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { rememberDevice } from "./known-devices.repo";
import { createSessionCache, type SessionCache } from "./session-cache";
import {
  findLiveSessionOwners,
  findSessionsFresh,
  findSessionUsers,
  insertSession,
  type OtherBalanceRow,
  recordSessionUse,
  type SessionFresh,
  type SessionLiveness,
} from "./sessions.repo";

/** Where a sign-in comes from: the client's address, its User-Agent and its browser's long-lived device key. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The secret in the browser's device cookie; only its hash is stored. */
  deviceKey: string;
}

/** The caller of an authenticated request, read with their session and account in one query. */
export interface SignedInUser extends User {
  session_id: string;
  /** The last use of the session recorded so far (written at most once a minute). */
  session_last_used_at: Date;
  /** The customer's account, read with the session; null for staff. */
  account_id: string | null;
  /** Balance minus held, read with the session; 0 for staff. */
  available_cents: bigint;
  /** The main account's held cents; 0 for staff. */
  held_cents: bigint;
  /** The other open balances, in the order they were opened; null when there are none. */
  other_balances: OtherBalanceRow[] | null;
  /** The stamp of the user's row as read (its `xmin`): any committed change to the row gives a new one. */
  user_version: string;
}

/** A session's use is written at most this often, so busy sessions do not write on every request. */
const USE_RECORDED_EVERY_MS = 60_000;

const isStaffRole = (role: Role) => role !== "customer";

/** How long a sign-in lasts at most, by who signs in. */
export function sessionTtlMs(ctx: AppContext, role: Role): number {
  const hours = isStaffRole(role) ? ctx.config.STAFF_SESSION_TTL_HOURS : ctx.config.SESSION_TTL_HOURS;
  return hours * 3_600_000;
}

/** What makes a session live now: before its end, and used within the idle time of its user's kind. */
export function sessionLiveness(ctx: AppContext): SessionLiveness {
  const now = ctx.clock.now();
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return {
    now,
    customerIdleSince: before(ctx.config.SESSION_IDLE_MINUTES),
    staffIdleSince: before(ctx.config.STAFF_SESSION_IDLE_MINUTES),
  };
}

/** The sessions of requests arriving together are read with one query. */
const lookupSession = coalescePerOwner((ctx: AppContext, tokenHashes: string[]) =>
  findSessionUsers(ctx.db, tokenHashes, sessionLiveness(ctx)),
);

/** Of sessions whose user this process holds, what requests arriving together read fresh, with one query. */
const lookupFresh = coalescePerOwner((ctx: AppContext, tokenHashes: string[]) =>
  findSessionsFresh(ctx.db, tokenHashes, sessionLiveness(ctx)),
);

const caches = new WeakMap<AppContext, SessionCache | null>();

/** The process's session cache; null when `SESSION_CACHE_SECONDS` is 0. */
export function sessionCacheOf(ctx: AppContext): SessionCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    const seconds = ctx.config.SESSION_CACHE_SECONDS;
    cache = seconds > 0 ? createSessionCache(seconds) : null;
    caches.set(ctx, cache);
  }
  return cache;
}

/** The held user with what was just read fresh; a copy, so what one request is given is never another's. */
const withFresh = (user: SignedInUser, fresh: SessionFresh): SignedInUser => ({
  ...user,
  session_last_used_at: fresh.session_last_used_at,
  account_id: fresh.account_id,
  available_cents: fresh.available_cents,
  held_cents: fresh.held_cents,
  other_balances: fresh.other_balances,
});

/**
 * The active user of the live session a token hash names; undefined when there is none. Every request asks the
 * database whether its session is live, by the same rule, and reads the balances; the user's other columns come from
 * the cache while the stamp of their row is unchanged. So a sign-out, a revoked session, an expired or idle one, a
 * disabled or held account or a changed role take effect at the very next request, on every process.
 */
export async function sessionUser(ctx: AppContext, tokenHash: string): Promise<SignedInUser | undefined> {
  const cache = sessionCacheOf(ctx);
  const held = cache?.get(tokenHash, ctx.clock.now());
  if (cache && held) {
    const fresh = await lookupFresh(ctx, tokenHash);
    if (fresh?.user_version === held.user_version) return withFresh(held, fresh);
    cache.drop(tokenHash);
    if (!fresh) return undefined;
  }
  const user = await lookupSession(ctx, tokenHash);
  if (cache && user) cache.set(tokenHash, user, ctx.clock.now());
  return user;
}

/** The user of each of these sessions that is still live (by the rule that lets a request in), by session id. */
export async function liveSessionOwners(
  ctx: AppContext,
  sessionIds: readonly string[],
): Promise<Map<string, string>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await findLiveSessionOwners(ctx.db, sessionIds, sessionLiveness(ctx));
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

/**
 * Keeps a session in use from going idle: its use is written when the last one recorded is a minute old or more,
 * so a busy session costs one write a minute, not one a request.
 */
export async function noteSessionUse(ctx: AppContext, caller: SignedInUser): Promise<void> {
  const now = ctx.clock.now();
  const recordedSince = new Date(now.getTime() - USE_RECORDED_EVERY_MS);
  if (caller.session_last_used_at > recordedSince) return;
  await recordSessionUse(ctx.db, caller.session_id, now, recordedSince);
}

/**
 * Signs the user in: a new session, and when this browser has not signed in to the account before, the "New sign-in"
 * notification and mail, in the same trx. Every way of signing in ends here, so each of them tells the owner about a new browser.
 */
export async function startSession(ctx: AppContext, user: User, client: ClientInfo): Promise<string> {
  const token = newToken();
  const signedInAt = ctx.clock.now();
  const userAgent = client.userAgent.slice(0, 500);
  const newDevice = await ctx.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      ip: client.ip,
      userAgent,
      createdAt: signedInAt,
      expiresAt: new Date(signedInAt.getTime() + sessionTtlMs(ctx, user.role)),
    });
    if (!(await rememberDevice(trx, user.id, hashToken(client.deviceKey)))) return false;
    const signIn = { at: signedInAt, userAgent, ip: client.ip };
    const mail = mailTemplates.newSignIn(user, signIn, ctx.config.PUBLIC_URL);
    await notify(trx, ctx, [accountNotices.newDevice(user.id, mail)]);
    return true;
  });
  if (newDevice) announce(ctx, [user.id]);
  return token;
}

/** A token that names no live session of an active user. */
export const noLiveSession = () => new AppError("invalid_token", "error.tokenNotValid");
