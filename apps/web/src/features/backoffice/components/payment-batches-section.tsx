import type { PaymentBatchSummary } from "@larkspur/shared/schemas/rails";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileStack, Upload } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { errorMessage, notify } from "../../../lib/toast";
import { useDownloadPaymentFile } from "../api/download-payment-file";
import { usePaymentBatches } from "../api/payment-batches";
import { useUploadStatusReport } from "../api/upload-status-report";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { UploadFileDialog } from "./upload-file-dialog";

/** The latest batches: what each holds, its file to download, and the bank's answer to upload. */
export function PaymentBatchesSection() {
  const { t } = useLingui();
  const batches = usePaymentBatches();
  const downloading = useDownloadPaymentFile();
  const [answering, setAnswering] = useState<PaymentBatchSummary | null>(null);
  return (
    <section aria-labelledby="batches-title" className="space-y-3">
      <h2 id="batches-title" className="text-lg font-semibold text-ink-900">
        <Trans>Batches</Trans>
      </h2>
      {batches.isPending ? (
        <ListSkeleton label={t`Loading the batches`} rows={3} rowClass="h-10" />
      ) : batches.isError ? (
        <ErrorState title={t`We could not load the batches.`} query={batches} />
      ) : batches.data.items.length === 0 ? (
        <EmptyState Icon={FileStack} title={t`No batches yet`} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full">
            <TableHead
              columns={[
                t`Made`,
                t`File`,
                t`Payments`,
                t`The bank's answer`,
                { label: t`Actions`, labelHidden: true },
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {batches.data.items.map((batch) => {
                const { messageId } = batch;
                return (
                  <tr key={batch.id} className="align-top text-sm">
                    <td className="px-4 py-3 text-ink-700">
                      <time dateTime={batch.createdAt}>{formatDateTime(batch.createdAt)}</time>
                      <span className="block text-xs break-all">{batch.createdBy}</span>
                    </td>
                    <td className="px-4 py-3">
                      <span className="figures text-ink-900">{batch.messageId}</span>
                      <span className="block text-xs text-ink-600">
                        {batch.downloadedAt ? <Trans>Downloaded</Trans> : <Trans>Not downloaded yet</Trans>}
                      </span>
                    </td>
                    <td className="figures px-4 py-3 text-ink-900">
                      {batch.totals.map(({ currency, count, amount }) => (
                        <span key={currency} className="block">
                          {count} × {formatMoney(amount, currency)}
                        </span>
                      ))}
                    </td>
                    <td className="px-4 py-3 text-ink-700">
                      <Answer batch={batch} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <button
                          type="button"
                          onClick={() =>
                            downloading.mutate(
                              { batchId: batch.id, messageId: batch.messageId },
                              { onError: (error) => notify.error(errorMessage(error)) },
                            )
                          }
                          aria-label={t`Download the pain.001 file of ${messageId}`}
                          className={buttonClass("outline", "sm")}
                        >
                          <Download className="size-4" aria-hidden="true" />
                          <Trans>pain.001</Trans>
                        </button>
                        {batch.status === "Open" && (
                          <button
                            type="button"
                            onClick={() => setAnswering(batch)}
                            aria-label={t`Upload the bank's status report for ${messageId}`}
                            className={buttonClass("primary", "sm")}
                          >
                            <Upload className="size-4" aria-hidden="true" />
                            <Trans>Status report</Trans>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {answering && <StatusReportDialog batch={answering} onClose={() => setAnswering(null)} />}
    </section>
  );
}

function Answer({ batch }: { batch: PaymentBatchSummary }) {
  const { accepted, rejected, sent } = batch;
  return (
    <>
      <span className="block">
        {batch.status === "Acknowledged" ? <Trans>Acknowledged</Trans> : <Trans>Waiting for the bank</Trans>}
      </span>
      <span className="block text-xs">
        <Trans>
          Accepted: {accepted} · Rejected: {rejected} · Unanswered: {sent}
        </Trans>
      </span>
    </>
  );
}

function StatusReportDialog({ batch, onClose }: { batch: PaymentBatchSummary; onClose: () => void }) {
  const { t } = useLingui();
  const uploading = useUploadStatusReport(batch.id);
  const { messageId } = batch;
  return (
    <UploadFileDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Upload the bank's status report`}
      description={t`The partner bank's pain.002 answer to ${messageId}. Once another operator approves it, accepted payments are done and rejected ones are refunded to their customers, who are told the bank's reason.`}
      fileLabel={t`Status report (XML)`}
      submitLabel={t`Upload for approval`}
      busyLabel={t`Uploading...`}
      busy={uploading.isPending}
      error={uploading.isError ? errorMessage(uploading.error) : undefined}
      onUpload={(file) =>
        uploading.mutate(file, {
          onSuccess: () => {
            notify.success(t`Status report uploaded. Another operator must approve it.`);
            onClose();
          },
        })
      }
    />
  );
}
