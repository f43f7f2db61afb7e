import type { LoginResponse } from "@larkspur/shared/schemas/user";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * Finishes a sign-in whose password was right with one of the customer's passkeys: the options name their passkeys
 * and are bound to this pending sign-in. The browser's part loads on use.
 */
export async function passkeySecondStep(mfaToken: string): Promise<LoginResponse> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    api.post<PublicKeyCredentialRequestOptionsJSON>("/api/auth/login/mfa/passkey/options", { mfaToken }),
  ]);
  const response = await startAuthentication({ optionsJSON });
  return api.post("/api/auth/login/mfa", { mfaToken, response });
}

/** The second step explains each refusal itself, so the generic toast stays off. */
export function usePasskeySecondStep() {
  return useMutation({ mutationFn: passkeySecondStep, meta: { errorToast: false } });
}
