import type { ChangePasswordBody } from "@larkspur/shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function changePassword(userId: string, body: ChangePasswordBody): Promise<{ message: string }> {
  return api.post(`/api/user/${encodeURIComponent(userId)}/password`, body);
}

/** The dialog shows a refusal next to the field it concerns, so the generic toast stays off. */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(userId, body),
    meta: { errorToast: false },
  });
}
