import type { BankFile, BankFileEntry } from "@larkspur/shared/schemas/rails";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileCheck } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { i18n } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/session-store";
import { errorMessage, notify } from "../../../lib/toast";
import { useBankFiles } from "../api/bank-files";
import { useApproveBankFile, useRejectBankFile } from "../api/decide-bank-file";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

const actions: Record<BankFileEntry["action"], ReturnType<typeof msg>> = {
  Credit: msg`Credit`,
  "Hold for an operator": msg`Hold for an operator`,
  Accept: msg`Paid out`,
  Refund: msg`Refund`,
};

/**
 * Bank files uploaded by hand, each waiting for a second operator: what it would credit, pay or refund, entry by
 * entry. Its uploader sees it but cannot approve it (the API refuses them too).
 */
export function StagedFilesSection() {
  const { t } = useLingui();
  const files = useBankFiles();
  const approving = useApproveBankFile();
  const rejectingFile = useRejectBankFile();
  const [rejecting, setRejecting] = useState<BankFile | null>(null);
  const rejectingId = rejecting?.messageId ?? "";

  const approve = (file: BankFile) =>
    approving.mutate(file.id, {
      onSuccess: (result) => {
        if ("credited" in result) {
          const { entries, credited, unmatched, duplicates } = result;
          notify.success(
            t`File approved. Entries: ${entries}. Credited: ${credited}. Unmatched: ${unmatched}. Imported before: ${duplicates}.`,
          );
        } else {
          const { accepted, rejected, waiting } = result;
          notify.success(
            t`Status report approved. Accepted: ${accepted}. Rejected: ${rejected}. Unanswered: ${waiting}.`,
          );
        }
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="staged-files-title" className="space-y-3">
      <h2 id="staged-files-title" className="text-lg font-semibold text-ink-900">
        <Trans>Files awaiting approval</Trans>
      </h2>
      <p className="text-sm text-ink-600">
        <Trans>
          A bank file uploaded by hand changes nothing until another operator approves it. Files the bank
          sends over its signed channel are applied at once.
        </Trans>
      </p>
      {files.isPending ? (
        <ListSkeleton label={t`Loading the files awaiting approval`} rows={2} rowClass="h-16" />
      ) : files.isError ? (
        <ErrorState title={t`We could not load the files awaiting approval.`} query={files} />
      ) : files.data.items.length === 0 ? (
        <EmptyState Icon={FileCheck} title={t`No files awaiting approval`} />
      ) : (
        <ul className="space-y-4">
          {files.data.items.map((file) => (
            <li key={file.id}>
              <StagedFile
                file={file}
                busy={approving.isPending || rejectingFile.isPending}
                onApprove={() => approve(file)}
                onReject={() => setRejecting(file)}
              />
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(next) => !next && setRejecting(null)}
        title={t`Reject the file`}
        description={t`Nothing in ${rejectingId} is applied, now or later.`}
        confirmLabel={t`Reject`}
        busyLabel={t`Rejecting...`}
        busy={rejectingFile.isPending}
        tone="danger"
        onConfirm={(reason) =>
          rejecting &&
          rejectingFile.mutate(
            { importId: rejecting.id, reason },
            {
              onSuccess: () => {
                notify.success(t`File rejected`);
                setRejecting(null);
              },
              onError: (error) => notify.error(errorMessage(error)),
            },
          )
        }
      />
    </section>
  );
}

function StagedFile({
  file,
  busy,
  onApprove,
  onReject,
}: {
  file: BankFile;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useLingui();
  const own = useCurrentUser()?._id === file.uploadedById;
  const { messageId, kind, uploadedBy } = file;
  const uploadedAt = formatDateTime(file.uploadedAt);
  const headingId = `staged-${file.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white">
      <header className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink-900">
            <span className="figures">{messageId}</span>{" "}
            <span className="text-sm text-ink-600">({kind})</span>
          </h3>
          <p className="text-xs text-ink-600">
            <Trans>
              Uploaded by <span className="break-all">{uploadedBy}</span> on {uploadedAt}
            </Trans>
          </p>
          <p className="figures text-xs break-all text-ink-600">SHA-256 {file.sha256}</p>
        </div>
        {own ? (
          <p className="max-w-xs text-sm text-ink-700">
            <Trans>You uploaded this file. Another operator must approve it.</Trans>
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onApprove}
              disabled={busy}
              aria-label={t`Approve ${messageId}`}
              className={buttonClass("primary", "sm")}
            >
              <Trans>Approve</Trans>
            </button>
            <button
              type="button"
              onClick={onReject}
              disabled={busy}
              aria-label={t`Reject ${messageId}`}
              className={buttonClass("outline", "sm")}
            >
              <Trans>Reject</Trans>
            </button>
          </div>
        )}
      </header>
      {file.entries.length === 0 ? (
        <p className="border-t border-ink-100 px-4 py-3 text-sm text-ink-600">
          <Trans>This file changes no balance.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto border-t border-ink-100">
          <table className="w-full">
            <caption className="sr-only">{t`What approving ${messageId} does`}</caption>
            <TableHead
              columns={[
                t`Effect`,
                { label: t`Amount`, className: "text-right" },
                t`Larkspur account`,
                t`Payer or payee`,
                t`Reference`,
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {file.entries.map((entry) => (
                <tr key={entry.reference} className="align-top text-sm">
                  <td className="px-4 py-2 text-ink-900">{i18n._(actions[entry.action])}</td>
                  <td className="figures px-4 py-2 text-right font-medium text-ink-900">
                    {formatMoney(entry.amount, entry.currency)}
                  </td>
                  <td className="figures px-4 py-2 text-ink-700">{entry.accountNumber ?? "—"}</td>
                  <td className="px-4 py-2 text-ink-700">{entry.name || "—"}</td>
                  <td className="max-w-xs px-4 py-2 wrap-anywhere text-ink-700">
                    {entry.note && <span className="block">{entry.note}</span>}
                    <span className="figures block text-xs text-ink-600">{entry.reference}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
