import type { ReauthenticateBody } from "@larkspur/shared/schemas/security";
import { useMutation } from "@tanstack/react-query";
import { api } from "./api-client";

/** Proves it is the owner again, so second factors may be changed for the next few minutes. */
export function reauthenticate(body: ReauthenticateBody): Promise<void> {
  return api.post("/api/security/reauthenticate", body);
}

/** The dialog shows a wrong password next to the field, so the generic toast stays off. */
export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate, meta: { errorToast: false } });
}
