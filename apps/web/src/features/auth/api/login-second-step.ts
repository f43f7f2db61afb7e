import type { MfaLoginBody } from "@larkspur/shared/schemas/security";
import type { LoginResponse } from "@larkspur/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function loginSecondStep(body: MfaLoginBody): Promise<LoginResponse> {
  return api.post("/api/auth/login/mfa", body);
}

/** The form shows a wrong code next to its field, so the generic toast stays off. */
export function useLoginSecondStep() {
  return useMutation({ mutationFn: loginSecondStep, meta: { errorToast: false } });
}
