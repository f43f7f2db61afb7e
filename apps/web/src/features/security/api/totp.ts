import type {
  RecoveryCodesResponse,
  TotpDisableBody,
  TotpSetupResponse,
} from "@larkspur/shared/schemas/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

export function startTotpSetup(): Promise<TotpSetupResponse> {
  return api.post("/api/security/totp");
}

export function confirmTotp(code: string): Promise<RecoveryCodesResponse> {
  return api.post("/api/security/totp/confirm", { code });
}

export function turnOffTotp(body: TotpDisableBody): Promise<{ message: string }> {
  return apiRequest("/api/security/totp", { method: "DELETE", body });
}

/** The setup shows its own loading and error states, so the generic toast stays off. */
export function useStartTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup, meta: { errorToast: false } });
}

/**
 * A wrong code is shown next to the field, so the generic toast stays off. The overview is read again only once the
 * recovery codes were seen (the setup's `onDone`): the staff enrolment screen would otherwise give way at once.
 */
export function useConfirmTotp() {
  return useMutation({ mutationFn: confirmTotp, meta: { errorToast: false } });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTotp,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
  });
}
