import type { ApprovedBankFile } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Applies a staged file; only an operator other than its uploader may. */
export function approveBankFile(importId: string): Promise<ApprovedBankFile> {
  return api.post(`/api/admin/bank-files/${encodeURIComponent(importId)}/approve`);
}

/** Refuses a staged file with a reason: nothing of it is ever applied. */
export function rejectBankFile(
  importId: string,
  reason: string,
): Promise<{ importId: string; status: "Rejected" }> {
  return api.post(`/api/admin/bank-files/${encodeURIComponent(importId)}/reject`, { reason });
}

/** Approving a staged file; a refusal (the uploader, already decided) is shown as a toast by the caller. */
export function useApproveBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBankFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}

export function useRejectBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, reason }: { importId: string; reason: string }) =>
      rejectBankFile(importId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}
