import type { RatesLoaded } from "@larkspur/shared/schemas/rates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** A second operator approves a staged rates file: its rates become the rates. */
export function approveRates(loadId: string): Promise<RatesLoaded> {
  return api.post(`/api/admin/rates/${encodeURIComponent(loadId)}/approve`);
}

/** A refusal (approved meanwhile, the operator who loaded it, a rate now too far) is toasted in the server's words. */
export function useApproveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
