import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Fetches the batch's pain.001 file and hands it to the browser to save. */
export async function downloadPaymentFile(batchId: string, messageId: string): Promise<void> {
  const { blob, fileName } = await apiFile(
    `/api/admin/payment-batches/${encodeURIComponent(batchId)}/pain.001.xml`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? `${messageId}.xml`;
  link.click();
  URL.revokeObjectURL(url);
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
