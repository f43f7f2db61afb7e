import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/** How the audit log names the system when it acted on its own. */
export const SYSTEM_ACTOR = "Larkspur (system)";

export interface AuditEntry {
  /** Null when the system acted on its own. */
  actorId: string | null;
  action: string;
  subjectType: "user" | "transfer" | "rates" | "bank-statement" | "money-in" | "payment-batch";
  subjectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip: string;
}

/**
 * Written in the same trx as the action, so the record exists exactly when the action happened; the actor's address
 * is copied from their row in that trx.
 */
export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: entry.actorId,
      actor_email: (eb) =>
        entry.actorId === null
          ? eb.val(SYSTEM_ACTOR)
          : eb.selectFrom("users").select("email").where("id", "=", entry.actorId),
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      ip: entry.ip,
    })
    .execute();
}

export function listAuditEntries(
  db: Kysely<Database>,
  filter: { actorId?: string; subjectId?: string; beforeId?: bigint; limit: number },
) {
  let query = db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(filter.limit);
  if (filter.actorId) query = query.where("actor_id", "=", filter.actorId);
  if (filter.subjectId) query = query.where("subject_id", "=", filter.subjectId);
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  return query.execute();
}

/** The latest hold put on the user's transfers: who put it (null for the system) and the reason recorded. */
export function latestTransferHold(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("audit_log")
    .select(["actor_id", "reason"])
    .where("subject_id", "=", userId)
    .where("action", "=", "customer.hold-transfers")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** When each `action` on the subject since `since` was recorded, the oldest first. */
export async function recentActionTimes(
  db: Kysely<Database>,
  subjectId: string,
  action: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("created_at")
    .where("subject_id", "=", subjectId)
    .where("action", "=", action)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.created_at);
}
