import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** When the session's user last proved it was them: a confirmation since sign-in, else the sign-in itself. */
export async function lastProofOf(db: Db, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select(sql<Date>`coalesce(reauthenticated_at, created_at)`.as("proven_at"))
    .where("id", "=", sessionId)
    .executeTakeFirst();
  return row?.proven_at;
}

export async function recordProof(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable("sessions").set({ reauthenticated_at: now }).where("id", "=", sessionId).execute();
}
