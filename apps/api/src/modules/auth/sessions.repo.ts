import { type Kysely, sql } from "kysely";
import { compiledOnce, rowsOf } from "../../db/compiled-once";
import { paddedForGenericPlan } from "../../db/generic-plan";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    tokenHash: string;
    ip: string;
    userAgent: string;
    expiresAt: Date;
    /** The moment of sign-in, the session's first use; the database's clock when not given. */
    createdAt?: Date;
  },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      token_hash: session.tokenHash,
      ip: session.ip,
      user_agent: session.userAgent,
      expires_at: session.expiresAt,
      ...(session.createdAt && { created_at: session.createdAt, last_used_at: session.createdAt }),
    })
    .execute();
}

/**
 * What makes a session live at `now`: not past its end (`expires_at`, set at sign-in) and used since the idle
 * cut-off of its user's kind, customers' or staff's.
 */
export interface SessionLiveness {
  now: Date;
  customerIdleSince: Date;
  staffIdleSince: Date;
}

/** Sessions live now, each joined to its active user. */
function liveSessions(db: Db, live: SessionLiveness) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", live.now)
    .where(
      "sessions.last_used_at",
      ">",
      sql<Date>`case when users.role = 'customer' then ${live.customerIdleSince}::timestamptz
        else ${live.staffIdleSince}::timestamptz end`,
    )
    .where("users.status", "=", "active");
}

/** A balance other than the main one, as the session lookup reads it: minor units as decimal text. */
export interface OtherBalanceRow {
  currency: string;
  balance: string;
  held: string;
}

/**
 * The user's columns a request is given: every one but the password's hash, which is read only where a password is
 * checked (`findPasswordHash`), so it is not carried through, or kept with, every request.
 */
const requestUserColumns = [
  "users.id",
  "users.email",
  "users.first_name",
  "users.middle_name",
  "users.last_name",
  "users.phone",
  "users.address",
  "users.occupation",
  "users.picture",
  "users.account_number",
  "users.role",
  "users.status",
  "users.transfer_disabled",
  "users.email_verified_at",
  "users.language",
  "users.time_zone",
  "users.email_money_in",
  "users.email_money_out",
  "users.email_requests",
  "users.created_at",
  "users.updated_at",
] as const;

/**
 * What a request reads fresh from its live session however it is known: the session's last use, the stamp of the
 * user's row (`xmin`, new at every committed change of it: role, status, hold, profile), and the user's balances.
 */
function withBalances<Q extends ReturnType<typeof liveSessions>>(query: Q) {
  return query
    .leftJoin("accounts", (join) =>
      join.onRef("accounts.user_id", "=", "users.id").on("accounts.currency", "=", "USD"),
    )
    .select([
      "sessions.id as session_id",
      "sessions.last_used_at as session_last_used_at",
      "accounts.id as account_id",
    ])
    .select(sql<string>`users.xmin::text`.as("user_version"))
    .select(sql<bigint>`coalesce(accounts.balance - accounts.held, 0)`.as("available_cents"))
    .select(sql<bigint>`coalesce(accounts.held, 0)`.as("held_cents"))
    .select(
      sql<OtherBalanceRow[] | null>`(select json_agg(json_build_object('currency', other.currency,
          'balance', other.balance::text, 'held', other.held::text) order by other.opened_at, other.id)
        from accounts other
        where other.user_id = users.id and other.currency <> 'USD' and other.closed_at is null)`.as(
        "other_balances",
      ),
    );
}

/**
 * Live sessions of active users, with their main (USD) account, its available cents (none and 0 for staff), and the
 * user's other open balances in the order they were opened (null when there are none: one index probe for a
 * customer who holds dollars only).
 */
function liveSessionUsers(db: Db, live: SessionLiveness) {
  return withBalances(liveSessions(db, live)).select(requestUserColumns);
}

/** How many sessions are live now, by the same rule that lets a request in. */
export async function countLiveSessions(db: Db, live: SessionLiveness): Promise<number> {
  const row = await liveSessions(db, live)
    .select(sql<number>`count(*)::int`.as("live"))
    .executeTakeFirstOrThrow();
  return row.live;
}

/**
 * The live session, its active user, their account and its available cents in one round trip: what every
 * authenticated request needs, all that `GET /api/user` answers and what starting a transfer checks first. A query,
 * so a route can read what it answers in the same round trip.
 */
export function sessionUserQuery(db: Db, tokenHash: string, live: SessionLiveness) {
  return liveSessionUsers(db, live).where("sessions.token_hash", "=", tokenHash);
}

export type SessionUser = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>["executeTakeFirstOrThrow"]>>;

/**
 * The session user of the token each row of `wanted` names, joined to that row: one index lookup per token whatever
 * the plan's guess of how many tokens there are (a join on the whole `sessions` table would read all of it for a few).
 */
export function liveSessionUserOf(db: Db, live: SessionLiveness) {
  return liveSessionUsers(db, live)
    .where("sessions.token_hash", "=", sql.ref<string>("wanted.token_hash"))
    .limit(1)
    .as("found");
}

/** The liveness cut-offs as the compiled queries take them: one value each. */
export const cutOffs = (live: SessionLiveness) =>
  [live.now, live.customerIdleSince, live.staffIdleSince] as const;

const sessionUserByToken = compiledOnce(
  (db: Db, tokenHash: string, now: Date, customerIdleSince: Date, staffIdleSince: Date) =>
    sessionUserQuery(db, tokenHash, { now, customerIdleSince, staffIdleSince }),
);

const sessionUsersByTokens = compiledOnce(
  (db: Db, tokenHashes: string[], now: Date, customerIdleSince: Date, staffIdleSince: Date) => {
    const wanted = sql<{ token_hash: string }>`unnest(${tokenHashes}::text[])`.as<"wanted">(
      sql`wanted(token_hash)`,
    );
    return db
      .selectFrom(wanted)
      .innerJoinLateral(liveSessionUserOf(db, { now, customerIdleSince, staffIdleSince }), (join) =>
        join.onTrue(),
      )
      .selectAll("found")
      .select("wanted.token_hash");
  },
);

/**
 * The session users of many tokens at once, by token hash; a token without a live session is absent. A lone token
 * takes the single lookup, which costs less than a batch of one.
 */
export async function findSessionUsers(
  db: Db,
  tokenHashes: string[],
  live: SessionLiveness,
): Promise<Map<string, SessionUser>> {
  if (tokenHashes.length === 1) {
    const [tokenHash] = tokenHashes as [string];
    const [user] = await rowsOf(db, sessionUserByToken(db, tokenHash, ...cutOffs(live)));
    return new Map(user ? [[tokenHash, user]] : []);
  }
  // No session has an empty token hash.
  const keys = paddedForGenericPlan(tokenHashes, "");
  const rows = await rowsOf(db, sessionUsersByTokens(db, keys, ...cutOffs(live)));
  // Each row as it is, its token's hash along: copying the user's columns without it cost every request more.
  return new Map(rows.map((user) => [user.token_hash, user]));
}

const sessionFreshByToken = compiledOnce(
  (db: Db, tokenHash: string, now: Date, customerIdleSince: Date, staffIdleSince: Date) =>
    withBalances(liveSessions(db, { now, customerIdleSince, staffIdleSince })).where(
      "sessions.token_hash",
      "=",
      tokenHash,
    ),
);

const sessionsFreshByTokens = compiledOnce(
  (db: Db, tokenHashes: string[], now: Date, customerIdleSince: Date, staffIdleSince: Date) => {
    const wanted = sql<{ token_hash: string }>`unnest(${tokenHashes}::text[])`.as<"wanted">(
      sql`wanted(token_hash)`,
    );
    const found = withBalances(liveSessions(db, { now, customerIdleSince, staffIdleSince }))
      .where("sessions.token_hash", "=", sql.ref<string>("wanted.token_hash"))
      .limit(1)
      .as("found");
    return db
      .selectFrom(wanted)
      .innerJoinLateral(found, (join) => join.onTrue())
      .selectAll("found")
      .select("wanted.token_hash");
  },
);

/** What a request reads fresh from its live session when the process holds its user's columns. */
export interface SessionFresh {
  session_id: string;
  session_last_used_at: Date;
  account_id: string | null;
  user_version: string;
  available_cents: bigint;
  held_cents: bigint;
  other_balances: OtherBalanceRow[] | null;
}

/**
 * For sessions whose user's columns a process already holds: by the same rule as `findSessionUsers`, whether each is
 * still live, with what is read fresh on every request (the last use, the user row's stamp, the balances), by token
 * hash; a token without a live session is absent.
 */
export async function findSessionsFresh(
  db: Db,
  tokenHashes: string[],
  live: SessionLiveness,
): Promise<Map<string, SessionFresh>> {
  if (tokenHashes.length === 1) {
    const [tokenHash] = tokenHashes as [string];
    const [row] = await rowsOf(db, sessionFreshByToken(db, tokenHash, ...cutOffs(live)));
    return new Map(row ? [[tokenHash, row]] : []);
  }
  // No session has an empty token hash.
  const keys = paddedForGenericPlan(tokenHashes, "");
  const rows = await rowsOf(db, sessionsFreshByTokens(db, keys, ...cutOffs(live)));
  return new Map(rows.map((row) => [row.token_hash, row]));
}

/**
 * Records a use of the session, unless one was recorded since `recordedSince`: requests arriving together write it
 * once, and a busy session once a minute rather than on every request.
 */
export async function recordSessionUse(
  db: Db,
  sessionId: string,
  now: Date,
  recordedSince: Date,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_used_at: now })
    .where("id", "=", sessionId)
    .where("last_used_at", "<=", recordedSince)
    .execute();
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Signs the user out everywhere but the session that asked; answers how many sessions it ended. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Those of these sessions that are live, each with its user: one query however many there are. */
export function findLiveSessionOwners(db: Db, sessionIds: readonly string[], live: SessionLiveness) {
  return liveSessions(db, live)
    .where(sql<boolean>`sessions.id = any(${[...sessionIds]}::uuid[])`)
    .select(["sessions.id", "sessions.user_id"])
    .execute();
}

/** The user's live sessions, by the rule that lets a request in, the most recently used first. */
export function listLiveSessionsOf(db: Db, userId: string, live: SessionLiveness) {
  return liveSessions(db, live)
    .where("sessions.user_id", "=", userId)
    .select([
      "sessions.id",
      "sessions.ip",
      "sessions.user_agent",
      "sessions.created_at",
      "sessions.last_used_at",
    ])
    .orderBy("sessions.last_used_at", "desc")
    .orderBy("sessions.created_at", "desc")
    .execute();
}

/** Ends one of the user's live sessions; false when the user has no live session of that id. */
export async function revokeLiveSessionOf(
  db: Db,
  userId: string,
  sessionId: string,
  live: SessionLiveness,
): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: live.now })
    .where("id", "in", liveSessions(db, live).select("sessions.id").where("sessions.user_id", "=", userId))
    .where("id", "=", sessionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
