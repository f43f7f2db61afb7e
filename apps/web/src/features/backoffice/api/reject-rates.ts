import type { RatesRejected } from "@larkspur/shared/schemas/rates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Turns down a staged rates file with a reason; its rates are never written. */
export function rejectRates(loadId: string, reason: string): Promise<RatesRejected> {
  return api.post(`/api/admin/rates/${encodeURIComponent(loadId)}/reject`, { reason });
}

/** A refusal (decided meanwhile) is toasted with the server's words; the list refreshes either way. */
export function useRejectRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loadId, reason }: { loadId: string; reason: string }) => rejectRates(loadId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
