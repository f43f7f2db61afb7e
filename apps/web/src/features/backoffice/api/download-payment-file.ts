import { useMutation, useQueryClient } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download-file";
import { backofficeKeys } from "../backoffice-keys";

/** Saves the batch's pain.001 file, to hand to the partner bank. */
export function downloadPaymentFile(batchId: string, messageId: string): Promise<void> {
  return downloadFile(
    `/api/admin/payment-batches/${encodeURIComponent(batchId)}/pain.001.xml`,
    `${messageId}.xml`,
  );
}

/** The download is recorded on the batch, so the list is read again afterwards. */
export function useDownloadPaymentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, messageId }: { batchId: string; messageId: string }) =>
      downloadPaymentFile(batchId, messageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.paymentBatches }),
  });
}
