import type { LoginResponse } from "@larkspur/shared/schemas/user";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * Signs in with a passkey: the server's options name no account, so the browser offers every passkey it holds for
 * this site; the person picks one and confirms, and the server checks the signature. The browser's part loads on use.
 */
export async function passkeySignIn(): Promise<LoginResponse> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    api.post<PublicKeyCredentialRequestOptionsJSON>("/api/auth/passkey/options"),
  ]);
  const response = await startAuthentication({ optionsJSON });
  return api.post("/api/auth/passkey", { response });
}

/** The page explains each refusal itself, so the generic toast stays off. */
export function usePasskeySignIn() {
  return useMutation({ mutationFn: passkeySignIn, meta: { errorToast: false } });
}
