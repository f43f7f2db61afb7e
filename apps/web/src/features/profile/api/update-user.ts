import type { CurrentUser, UpdateUserBody } from "@larkspur/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function updateUser(userId: string, body: UpdateUserBody): Promise<CurrentUser> {
  return api.put(`/api/user/${encodeURIComponent(userId)}`, body);
}

/** The edit dialogs say "Something went wrong" themselves, so the generic toast stays off. */
export function useUpdateUser(userId: string) {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    meta: { errorToast: false },
  });
}
