import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import type { AppContext } from "../../context";
import { isUuid } from "../../lib/ids";
import { listAuditEntries } from "./audit.repo";

export async function listAudit(
  ctx: AppContext,
  query: { actor?: string; subject?: string; before?: number; limit: number },
): Promise<{ items: AuditEntry[] }> {
  // An actor is a user id: anything else matches no one, and must not reach PostgreSQL as a uuid cast error.
  if (query.actor && !isUuid(query.actor)) return { items: [] };
  const rows = await listAuditEntries(ctx.db, {
    actorId: query.actor,
    subjectId: query.subject,
    beforeId: query.before === undefined ? undefined : BigInt(query.before),
    limit: query.limit,
  });
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
