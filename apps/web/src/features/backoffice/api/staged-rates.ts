import type { StagedRatesList } from "@larkspur/shared/schemas/rates";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Rates files loaded by hand that wait for a second operator's approval, the oldest first. */
export function fetchStagedRates(): Promise<StagedRatesList> {
  return api.get("/api/admin/rates/staged");
}

export function useStagedRates() {
  return useQuery({ queryKey: backofficeKeys.stagedRates, queryFn: fetchStagedRates, staleTime: 0 });
}
