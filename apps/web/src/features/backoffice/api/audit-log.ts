import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export const auditPageSize = 50;

/** Audit entries newest first, optionally by one actor or about one subject, older than the entry `before`. */
export async function fetchAuditPage(
  filters: { actor: string; subject: string },
  before?: number,
): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  if (filters.actor) query.set("actor", filters.actor);
  if (filters.subject) query.set("subject", filters.subject);
  if (before !== undefined) query.set("before", String(before));
  const { items } = await api.get<{ items: AuditEntry[] }>(`/api/admin/audit?${query.toString()}`);
  return items;
}

/** Pages on the last id shown; a short page means the log has no older entries. */
export function useAuditLog(actor: string, subject: string) {
  return useInfiniteQuery({
    queryKey: backofficeKeys.audit(actor, subject),
    queryFn: ({ pageParam }) => fetchAuditPage({ actor, subject }, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < auditPageSize ? undefined : last.at(-1)?.id),
    staleTime: 0,
  });
}
