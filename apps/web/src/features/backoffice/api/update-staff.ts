import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export type StaffStatus = "active" | "disabled";

/** Disables a staff member (their sessions end) or re-enables them; the reason is audited. */
export function updateStaff(userId: string, status: StaffStatus, reason: string): Promise<unknown> {
  return api.put(`/api/admin/staff/${encodeURIComponent(userId)}`, { status, reason });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status, reason }: { userId: string; status: StaffStatus; reason: string }) =>
      updateStaff(userId, status, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
