import type { StagedBankFile } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";
import { xmlOf } from "./import-bank-statement";

/** Sends the bank's pain.002 status report for a batch as it is; the API stages it for a second operator. */
export function uploadStatusReport(batchId: string, file: Blob): Promise<StagedBankFile> {
  return api.post(`/api/admin/payment-batches/${encodeURIComponent(batchId)}/status`, xmlOf(file));
}

/** The dialog shows a refused report's reason in its own words. */
export function useUploadStatusReport(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadStatusReport(batchId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}
