import type { ReconciliationView } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Per currency, the settlement account against the payments waiting and in batches not yet answered. */
export function fetchReconciliation(): Promise<ReconciliationView> {
  return api.get("/api/admin/reconciliation");
}

export function useReconciliation() {
  return useQuery({ queryKey: backofficeKeys.reconciliation, queryFn: fetchReconciliation, staleTime: 0 });
}
