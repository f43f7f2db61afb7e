import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWithReauthentication } from "../../../components/reauthentication";
import { api } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

export function removePasskey(id: string): Promise<void> {
  return api.delete(`/api/security/passkeys/${encodeURIComponent(id)}`);
}

/** The dialog shows a refusal itself, so the generic toast stays off. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const withReauthentication = useWithReauthentication();
  return useMutation({
    mutationFn: withReauthentication(removePasskey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
    meta: { errorToast: false },
  });
}
