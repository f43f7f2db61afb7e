import type { CreateStaffBody } from "@larkspur/shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Creates a staff member, who is e-mailed a link to set their password. */
export function addStaff(body: CreateStaffBody): Promise<{ id: string }> {
  return api.post("/api/admin/staff", body);
}

/** The dialog shows a refusal (an e-mail already in use) next to its fields, so no toast. */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
