import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import type { AppContext } from "../../context";
import { listAuditEntries } from "./audit.repo";

export async function listAudit(
  ctx: AppContext,
  query: { actor?: string; subject?: string; before?: number; limit: number },
): Promise<{ items: AuditEntry[] }> {
  const rows = await listAuditEntries(ctx.db, {
    actor: query.actor?.trim() || undefined,
    subject: query.subject?.trim() || undefined,
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
      actorName: row.actor_id === null ? null : row.actor_name,
      subjectName: row.subject_name,
      subjectDetail: subjectDetailOf(row),
    })),
  };
}

/** A person by e-mail and, for a customer, account number; a transfer by its transaction id. */
function subjectDetailOf(row: {
  subject_type: string;
  subject_email: string | null;
  subject_role: string | null;
  subject_account_number: string | null;
  subject_transaction_id: string | null;
}): string | null {
  if (row.subject_type === "transfer") return row.subject_transaction_id;
  if (row.subject_email === null) return null;
  return row.subject_role === "customer" && row.subject_account_number
    ? `${row.subject_email}, ${row.subject_account_number}`
    : row.subject_email;
}
