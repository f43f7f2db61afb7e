import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function resetPassword(resetToken: string, password: string): Promise<{ message: string }> {
  return api.put(`/api/auth/passwordreset/${encodeURIComponent(resetToken)}`, { password });
}

export function useResetPassword(resetToken: string) {
  return useMutation({
    mutationFn: (password: string) => resetPassword(resetToken, password),
    meta: { errorToast: false },
  });
}
