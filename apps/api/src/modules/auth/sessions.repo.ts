import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; tokenHash: string; ip: string; userAgent: string; expiresAt: Date },
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
    })
    .execute();
}

/**
 * The live session, its active user, their account and its available cents (none and 0 for staff, who have no
 * account) in one round trip: what every authenticated request needs, all that `GET /api/user` answers and what
 * starting a transfer checks first. A query, so a route can read what it answers in the same round trip.
 */
export function sessionUserQuery(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("accounts", "accounts.user_id", "users.id")
    .selectAll("users")
    .select(["sessions.id as session_id", "accounts.id as account_id"])
    .select(sql<bigint>`coalesce(accounts.balance - accounts.held, 0)`.as("available_cents"))
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("users.status", "=", "active");
}

export function findSessionUser(db: Db, tokenHash: string, now: Date) {
  return sessionUserQuery(db, tokenHash, now).executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
