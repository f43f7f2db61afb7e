import type { PasskeySummary } from "@larkspur/shared/schemas/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

export function renamePasskey({ id, name }: { id: string; name: string }): Promise<PasskeySummary> {
  return api.patch(`/api/security/passkeys/${encodeURIComponent(id)}`, { name });
}

/** The dialog shows a refusal next to the name, so the generic toast stays off. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
    meta: { errorToast: false },
  });
}
