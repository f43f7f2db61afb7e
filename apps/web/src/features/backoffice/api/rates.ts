import type { AdminRatesView, RatesStaged } from "@larkspur/shared/schemas/rates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export function fetchRates(): Promise<AdminRatesView> {
  return api.get("/api/admin/rates");
}

export function useRates() {
  return useQuery({ queryKey: backofficeKeys.rates, queryFn: fetchRates, staleTime: 0 });
}

/**
 * Stages an ECB rates file loaded by hand; the API checks it and records the reason in the audit log, and its rates
 * are used once a second operator approves it.
 */
export function loadRates(xml: string, reason: string): Promise<RatesStaged> {
  return api.post("/api/admin/rates", { xml, reason });
}

/** The dialog shows a refusal (a file that is not ECB rates) in its own words. */
export function useLoadRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ xml, reason }: { xml: string; reason: string }) => loadRates(xml, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}
