import type { PasskeySummary } from "@larkspur/shared/schemas/security";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWithReauthentication } from "../../../components/reauthentication";
import { api } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

/**
 * Asks the server for options, lets the browser create the passkey (the person confirms with their fingerprint,
 * face or screen lock), then has the server check it and keep it under `name`. The browser's part loads on use.
 */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    api.post<PublicKeyCredentialCreationOptionsJSON>("/api/security/passkeys/options"),
  ]);
  const response = await startRegistration({ optionsJSON });
  return api.post("/api/security/passkeys", { name, response });
}

/**
 * The dialog explains each refusal itself, so the generic toast stays off. A sign-in that is not fresh is confirmed
 * with the password first.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  const withReauthentication = useWithReauthentication();
  return useMutation({
    mutationFn: withReauthentication(addPasskey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
    meta: { errorToast: false },
  });
}
