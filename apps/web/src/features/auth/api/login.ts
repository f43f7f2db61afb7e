import type { LoginBody } from "@larkspur/shared/schemas/auth";
import type { MfaRequiredResponse } from "@larkspur/shared/schemas/security";
import type { LoginResponse } from "@larkspur/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** A session, or, for an account with a second factor, the second step to finish it. */
export function login(body: LoginBody): Promise<LoginResponse | MfaRequiredResponse> {
  return api.post("/api/auth/login", body);
}

/** The page explains each refusal itself (disabled, unverified), so the generic toast stays off. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorToast: false } });
}
