import type { RegisterBody } from "@larkspur/shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function register(body: RegisterBody): Promise<{ message: string }> {
  return api.post("/api/auth/register", body);
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorToast: false } });
}
