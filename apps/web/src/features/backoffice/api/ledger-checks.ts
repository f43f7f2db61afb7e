import type { LedgerCheckRun } from "@larkspur/shared/schemas/admin";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** The latest runs of the ledger's self-check, newest first. */
export async function fetchLedgerChecks(): Promise<LedgerCheckRun[]> {
  const { items } = await api.get<{ items: LedgerCheckRun[] }>("/api/admin/ledger-checks");
  return items;
}

export function useLedgerChecks() {
  return useQuery({ queryKey: backofficeKeys.ledgerChecks, queryFn: fetchLedgerChecks, staleTime: 0 });
}
