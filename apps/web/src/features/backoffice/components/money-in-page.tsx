import type { MoneyInEntry, UnmatchedReason } from "@larkspur/shared/schemas/rails";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox, Upload } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { i18n } from "../../../lib/i18n";
import { errorMessage, notify } from "../../../lib/toast";
import { useDecideMoneyIn } from "../api/decide-money-in";
import { useImportBankStatement } from "../api/import-bank-statement";
import { useMoneyIn } from "../api/money-in";
import { AssignMoneyDialog } from "./assign-money-dialog";
import { AwaitingAssignmentsSection } from "./awaiting-assignments-section";
import { BackofficePage } from "./backoffice-page";
import { BankTabs } from "./bank-tabs";
import { CreditedMoneySection } from "./credited-money-section";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";
import { StagedFilesSection } from "./staged-files-section";
import { UploadFileDialog } from "./upload-file-dialog";

const reasons: Record<UnmatchedReason, ReturnType<typeof msg>> = {
  no_account_number: msg`Names no Larkspur account number`,
  unknown_account: msg`Names an account number of no customer`,
  disabled: msg`The customer's account is disabled`,
  ambiguous: msg`Names several customers`,
  currency: msg`In a currency Larkspur does not hold`,
};

type Open = { dialog: "import" } | { dialog: "assign" | "return"; entry: MoneyInEntry } | null;

/**
 * Money from the partner bank: upload its camt.053 statement or camt.054 notification (staged until another operator
 * approves it, then entries naming a customer are credited), then give each unmatched entry to its customer or mark it
 * to go back to the payer.
 */
export function MoneyInPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const importing = useImportBankStatement();
  const deciding = useDecideMoneyIn();
  const chosen = open?.dialog === "assign" || open?.dialog === "return" ? open.entry : null;
  const amount = chosen ? formatMoney(chosen.amount, chosen.currency) : "";
  const payer = chosen?.debtorName || "—";
  const close = () => {
    setOpen(null);
    importing.reset();
    deciding.reset();
  };

  return (
    <BackofficePage
      title={t`Money in`}
      lead={t`Credits from our partner bank's statements (camt.053) and credit notifications (camt.054). A file uploaded here waits for another operator's approval; then each entry naming a customer's account number is credited, and only once, and the others wait here.`}
      actions={
        <button
          type="button"
          onClick={() => setOpen({ dialog: "import" })}
          className={buttonClass("primary")}
        >
          <Upload className="size-4" aria-hidden="true" />
          <Trans>Import a bank file</Trans>
        </button>
      }
    >
      <BankTabs />
      <div className="space-y-10">
        <StagedFilesSection />
        <EntriesSection
          status="Unmatched"
          title={t`Unmatched money in`}
          emptyTitle={t`No unmatched money`}
          onAssign={(entry) => setOpen({ dialog: "assign", entry })}
          onReturn={(entry) => setOpen({ dialog: "return", entry })}
        />
        <AwaitingAssignmentsSection onReturn={(entry) => setOpen({ dialog: "return", entry })} />
        <EntriesSection status="ForReturn" title={t`Marked for return`} emptyTitle={t`Nothing to return`} />
        <CreditedMoneySection />
      </div>
      <UploadFileDialog
        open={open?.dialog === "import"}
        onOpenChange={(next) => !next && close()}
        title={t`Import a bank file`}
        description={t`A camt.053 statement or camt.054 credit notification from our partner bank, as XML. Nothing is credited until another operator approves it; entries imported before are recognised by the bank's reference and not credited again.`}
        fileLabel={t`Bank file (XML)`}
        submitLabel={t`Upload for approval`}
        busyLabel={t`Uploading...`}
        busy={importing.isPending}
        error={importing.isError ? errorMessage(importing.error) : undefined}
        onUpload={(file) =>
          importing.mutate(file, {
            onSuccess: ({ entries }) => {
              const count = entries.length;
              notify.success(t`File uploaded. Entries: ${count}. Another operator must approve it.`);
              close();
            },
          })
        }
      />
      {open?.dialog === "assign" && (
        <AssignMoneyDialog
          open
          onOpenChange={(next) => !next && close()}
          description={t`${amount} from ${payer} goes to the customer, who is told. Above the four-eyes threshold, or in a currency other than dollars, another operator must approve it first.`}
          busy={deciding.isPending}
          error={deciding.isError ? errorMessage(deciding.error) : undefined}
          onAssign={(accountNumber, reason) =>
            deciding.mutate(
              { kind: "assign", id: open.entry.id, accountNumber, reason },
              {
                onSuccess: ({ entry }) => {
                  notify.success(
                    entry.status === "AwaitingApproval"
                      ? t`Waiting for another operator to approve crediting account ${accountNumber}`
                      : t`Money credited to account ${accountNumber}`,
                  );
                  close();
                },
              },
            )
          }
        />
      )}
      <ReasonDialog
        open={open?.dialog === "return"}
        onOpenChange={(next) => !next && close()}
        title={t`Mark for return`}
        description={t`${amount} from ${payer} leaves the waiting list, to be sent back to the payer.`}
        confirmLabel={t`Mark for return`}
        busyLabel={t`Saving...`}
        busy={deciding.isPending}
        tone="danger"
        onConfirm={(reason) =>
          open?.dialog === "return" &&
          deciding.mutate(
            { kind: "return", id: open.entry.id, reason },
            {
              onSuccess: () => {
                notify.success(t`Marked for return`);
                close();
              },
              onError: (error) => notify.error(errorMessage(error)),
            },
          )
        }
      />
    </BackofficePage>
  );
}

function EntriesSection({
  status,
  title,
  emptyTitle,
  onAssign,
  onReturn,
}: {
  status: "Unmatched" | "ForReturn";
  title: string;
  emptyTitle: string;
  onAssign?: (entry: MoneyInEntry) => void;
  onReturn?: (entry: MoneyInEntry) => void;
}) {
  const { t } = useLingui();
  const entries = useMoneyIn(status);
  const headingId = `money-in-${status}`;
  const actions = onAssign && onReturn;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {entries.isPending ? (
        <ListSkeleton label={t`Loading ${title}`} rows={3} rowClass="h-10" />
      ) : entries.isError ? (
        <ErrorState title={t`We could not load this list.`} query={entries} />
      ) : entries.data.items.length === 0 ? (
        <EmptyState Icon={Inbox} title={emptyTitle} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full">
            <TableHead
              columns={[
                t`Received`,
                { label: t`Amount`, className: "text-right" },
                t`From`,
                t`Reference`,
                actions ? t`Why it waits` : t`Reason`,
                ...(actions ? [{ label: t`Actions`, labelHidden: true }] : []),
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {entries.data.items.map((entry) => {
                const { reference } = entry;
                return (
                  <tr key={entry.id} className="align-top text-sm">
                    <td className="px-4 py-3 text-ink-700">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="figures px-4 py-3 text-right font-medium text-ink-900">
                      {formatMoney(entry.amount, entry.currency)}
                    </td>
                    <td className="px-4 py-3 text-ink-900">
                      {entry.debtorName || "—"}
                      <span className="figures block text-xs text-ink-600">{entry.debtorAccount}</span>
                    </td>
                    <td className="max-w-xs px-4 py-3 wrap-anywhere text-ink-700">
                      {entry.remittance || "—"}
                      <span className="figures block text-xs text-ink-600">{entry.reference}</span>
                    </td>
                    <td className="px-4 py-3 text-ink-700">
                      {actions
                        ? entry.unmatchedReason && i18n._(reasons[entry.unmatchedReason])
                        : entry.decisionReason}
                    </td>
                    {onAssign && onReturn && (
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          <button
                            type="button"
                            onClick={() => onAssign(entry)}
                            className={buttonClass("primary", "sm")}
                            aria-label={t`Assign ${reference} to a customer`}
                          >
                            <Trans>Assign</Trans>
                          </button>
                          <button
                            type="button"
                            onClick={() => onReturn(entry)}
                            className={buttonClass("outline", "sm")}
                            aria-label={t`Mark ${reference} for return`}
                          >
                            <Trans>Return</Trans>
                          </button>
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
