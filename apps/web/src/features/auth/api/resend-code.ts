import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function resendCode(email: string): Promise<{ message: string }> {
  return api.post("/api/auth/resend-code", { email });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
