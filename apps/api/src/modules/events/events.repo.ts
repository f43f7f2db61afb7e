import type { Locale } from "@larkspur/shared/locales";
import type { Role } from "@larkspur/shared/schemas/user";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** The seq of the user's newest notification, 0 when they have none. */
export async function latestNotificationSeq(db: Db, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom("notifications")
    .select("seq")
    .where("user_id", "=", userId)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? BigInt(row.seq) : 0n;
}

/** The language the user reads the API in now. */
export async function readerLanguage(db: Db, userId: string): Promise<Locale> {
  const row = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.language;
}

/** A user's role: which signals their streams hear. */
export async function roleOf(db: Db, userId: string): Promise<Role> {
  const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirstOrThrow();
  return row.role;
}

/**
 * Records a stream as open when its session holds fewer than `maxPerSession` open ones (renewed since `liveSince`, on
 * any process), sweeping away the rows of streams whose process stopped renewing them long ago. The session's row is
 * locked while its streams are counted, so streams opened together cannot all take the last place. Answers whether
 * the stream was recorded.
 */
export async function insertOpenStream(
  db: Db,
  stream: { id: string; userId: string; sessionId: string; seenAt: Date },
  { sweepBefore, liveSince, maxPerSession }: { sweepBefore: Date; liveSince: Date; maxPerSession: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("sessions").select("id").where("id", "=", stream.sessionId).forUpdate().execute();
    const open = await trx
      .selectFrom("event_streams")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("session_id", "=", stream.sessionId)
      .where("seen_at", ">=", liveSince)
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= maxPerSession) return false;
    await trx
      .with("swept", (db) => db.deleteFrom("event_streams").where("seen_at", "<", sweepBefore))
      .insertInto("event_streams")
      .values({ id: stream.id, user_id: stream.userId, session_id: stream.sessionId, seen_at: stream.seenAt })
      .execute();
    return true;
  });
}

export async function deleteOpenStream(db: Db, id: string): Promise<void> {
  await db.deleteFrom("event_streams").where("id", "=", id).execute();
}

/** Renews this process's open streams: they are still there at `seenAt`. */
export async function renewOpenStreams(db: Db, ids: readonly string[], seenAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("event_streams").set({ seen_at: seenAt }).where("id", "in", ids).execute();
}

/** Whether the user has a stream open on any process, renewed since `since`. */
export async function hasOpenStream(db: Db, userId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom("event_streams")
    .select("id")
    .where("user_id", "=", userId)
    .where("seen_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
