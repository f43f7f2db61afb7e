import type {
  RecoveryCodesResponse,
  TotpDisableBody,
  TotpSetupResponse,
} from "@larkspur/shared/schemas/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWithReauthentication } from "../../../components/reauthentication";
import { api, apiRequest } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

export function startTotpSetup(): Promise<TotpSetupResponse> {
  return api.post("/api/security/totp");
}

export function confirmTotp(code: string): Promise<RecoveryCodesResponse> {
  return api.post("/api/security/totp/confirm", { code });
}

/** Replaces the recovery codes left with 10 new ones, shown once. */
export function renewRecoveryCodes(): Promise<RecoveryCodesResponse> {
  return api.post("/api/security/recovery-codes");
}

export function turnOffTotp(body: TotpDisableBody): Promise<{ message: string }> {
  return apiRequest("/api/security/totp", { method: "DELETE", body });
}

/** The setup shows its own loading and error states, so the generic toast stays off. */
export function useStartTotpSetup() {
  const withReauthentication = useWithReauthentication();
  return useMutation({ mutationFn: withReauthentication(startTotpSetup), meta: { errorToast: false } });
}

/**
 * A wrong code is shown next to the field, so the generic toast stays off. The overview is read again only once the
 * recovery codes were seen (the setup's `onDone`): the staff enrolment screen would otherwise give way at once.
 */
export function useConfirmTotp() {
  const withReauthentication = useWithReauthentication();
  return useMutation({ mutationFn: withReauthentication(confirmTotp), meta: { errorToast: false } });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  const withReauthentication = useWithReauthentication();
  return useMutation({
    mutationFn: withReauthentication(turnOffTotp),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
  });
}

/** The card shows the new codes or the refusal itself, so the generic toast stays off. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  const withReauthentication = useWithReauthentication();
  return useMutation({
    mutationFn: withReauthentication<void, RecoveryCodesResponse>(renewRecoveryCodes),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
  });
}
