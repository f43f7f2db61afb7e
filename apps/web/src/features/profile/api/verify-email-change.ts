import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The code mailed to the new address switches the account to it. It never starts with 0, so it goes as a number. */
export function verifyEmailChange(userId: string, otp: number): Promise<CurrentUser> {
  return api.post(`/api/user/${encodeURIComponent(userId)}/email/verify`, { otp });
}

/** The dialog shows a refused code next to the field, so the generic toast stays off. */
export function useVerifyEmailChange(userId: string) {
  return useMutation({
    mutationFn: (otp: number) => verifyEmailChange(userId, otp),
    meta: { errorToast: false },
  });
}
