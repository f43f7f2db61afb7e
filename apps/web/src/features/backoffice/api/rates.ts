import type { AdminRatesView, RatesLoaded } from "@larkspur/shared/schemas/rates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export function fetchRates(): Promise<AdminRatesView> {
  return api.get("/api/admin/rates");
}

export function useRates() {
  return useQuery({ queryKey: backofficeKeys.rates, queryFn: fetchRates, staleTime: 0 });
}

/** Loads an ECB rates file by hand; the API checks it, keeps its rates and records the reason in the audit log. */
export function loadRates(xml: string, reason: string): Promise<RatesLoaded> {
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
