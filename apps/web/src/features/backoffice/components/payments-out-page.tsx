import type { PaymentOut } from "@larkspur/shared/schemas/rails";
import { Trans, useLingui } from "@lingui/react/macro";
import { Layers, Send } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { useCreatePaymentBatch } from "../api/create-payment-batch";
import { usePaymentsOut } from "../api/payments-out";
import { BackofficePage } from "./backoffice-page";
import { BankTabs } from "./bank-tabs";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { PaymentBatchesSection } from "./payment-batches-section";
import { ReconciliationSection } from "./reconciliation-section";
import { StagedFilesSection } from "./staged-files-section";

/**
 * Approved Local and International transfers on their way to the partner bank: waiting for a batch, then in pain.001
 * files the bank answers with pain.002 status reports; and the settlement account reconciled against them.
 */
export function PaymentsOutPage() {
  const { t } = useLingui();
  const waiting = usePaymentsOut();
  const creating = useCreatePaymentBatch();
  const nothingWaiting = waiting.data?.items.length === 0;
  return (
    <BackofficePage
      title={t`Payments out`}
      lead={t`Make a batch of the approved transfers, download its pain.001 file for our partner bank, then upload the bank's pain.002 status report. A payment the bank rejects is refunded to its customer.`}
      actions={
        <button
          type="button"
          disabled={creating.isPending || waiting.isPending || nothingWaiting}
          onClick={() =>
            creating.mutate(undefined, {
              onSuccess: (batch) => {
                const { messageId, payments } = batch;
                const count = payments.length;
                notify.success(t`Batch ${messageId} made. Payments: ${count}.`);
              },
            })
          }
          className={buttonClass("primary")}
        >
          <Layers className="size-4" aria-hidden="true" />
          {creating.isPending ? <Trans>Making the batch...</Trans> : <Trans>Make a batch</Trans>}
        </button>
      }
    >
      <BankTabs />
      <div className="space-y-10">
        <ReconciliationSection />
        <section aria-labelledby="waiting-title" className="space-y-3">
          <h2 id="waiting-title" className="text-lg font-semibold text-ink-900">
            <Trans>Waiting for a batch</Trans>
          </h2>
          {waiting.isPending ? (
            <ListSkeleton label={t`Loading the payments waiting`} rows={3} rowClass="h-10" />
          ) : waiting.isError ? (
            <ErrorState title={t`We could not load the payments waiting.`} query={waiting} />
          ) : waiting.data.items.length === 0 ? (
            <EmptyState Icon={Send} title={t`No payments waiting`}>
              <Trans>Transfers appear here once they are approved.</Trans>
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-ink-700">
                {waiting.data.totals
                  .map(({ currency, count, amount }) => {
                    const total = formatMoney(amount, currency);
                    return t`${currency}: ${total} (${count})`;
                  })
                  .join(" · ")}
              </p>
              <PaymentsTable payments={waiting.data.items} />
            </>
          )}
        </section>
        <StagedFilesSection />
        <PaymentBatchesSection />
      </div>
    </BackofficePage>
  );
}

/** Payments as a table: when approved, the transaction, the payee and their bank, the amount. */
export function PaymentsTable({ payments }: { payments: PaymentOut[] }) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
      <table className="w-full">
        <TableHead
          columns={[
            t`Approved`,
            t`Transaction`,
            t`Payee`,
            t`Bank`,
            { label: t`Amount`, className: "text-right" },
          ]}
        />
        <tbody className="divide-y divide-ink-100">
          {payments.map((payment) => (
            <tr key={payment.transactionId} className="align-top text-sm">
              <td className="px-4 py-3 text-ink-700">
                <time dateTime={payment.approvedAt}>{formatDateTime(payment.approvedAt)}</time>
              </td>
              <td className="figures px-4 py-3 text-ink-900">#{payment.transactionId}</td>
              <td className="px-4 py-3 text-ink-900">
                {payment.accountName}
                <span className="figures block text-xs text-ink-600">{payment.accountNumber}</span>
              </td>
              <td className="px-4 py-3 text-ink-700">
                {payment.bankName}
                {payment.swiftCode && <span className="figures block text-xs">{payment.swiftCode}</span>}
              </td>
              <td className="figures px-4 py-3 text-right font-medium text-ink-900">
                {formatMoney(payment.amount, payment.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
