import type { CurrentUser, UpdateUserBody } from "@larkspur/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The saved user, or (202) the message that a code went to a new e-mail address, which is not used until then. */
export type UpdateUserAnswer = CurrentUser | { message: string };

export function updateUser(userId: string, body: UpdateUserBody): Promise<UpdateUserAnswer> {
  return api.put(`/api/user/${encodeURIComponent(userId)}`, body);
}

/** The edit dialogs say "Something went wrong" themselves, so the generic toast stays off. */
export function useUpdateUser(userId: string) {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    meta: { errorToast: false },
  });
}
