import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck } from "lucide-react";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatMoney } from "../../../lib/format";
import { useReconciliation } from "../api/reconciliation";
import { ListSkeleton } from "./list-skeleton";

/**
 * Per currency, the settlement account's balance against what should be in it: the approved payments waiting for a
 * batch and those in batches the bank has not answered. A difference is flagged for someone to look into.
 */
export function ReconciliationSection() {
  const { t } = useLingui();
  const lines = useReconciliation();
  return (
    <section aria-labelledby="reconciliation-title" className="space-y-3">
      <h2 id="reconciliation-title" className="text-lg font-semibold text-ink-900">
        <Trans>Reconciliation</Trans>
      </h2>
      {lines.isPending ? (
        <ListSkeleton label={t`Loading the reconciliation`} rows={2} rowClass="h-10" />
      ) : lines.isError ? (
        <ErrorState title={t`We could not load the reconciliation.`} query={lines} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full">
            <caption className="sr-only">{t`The settlement account of each currency`}</caption>
            <TableHead
              columns={[
                t`Currency`,
                { label: t`Settlement balance`, className: "text-right" },
                { label: t`Waiting for a batch`, className: "text-right" },
                { label: t`In batches not yet answered`, className: "text-right" },
                t`Check`,
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {lines.data.items.map((line) => {
                const money = (amount: number) => formatMoney(amount, line.currency);
                const difference = money(line.difference);
                return (
                  <tr key={line.currency} className="text-sm">
                    <td className="px-4 py-3 font-mono text-ink-900">{line.currency}</td>
                    <td className="figures px-4 py-3 text-right text-ink-900">
                      {money(line.settlementBalance)}
                    </td>
                    <td className="figures px-4 py-3 text-right text-ink-700">
                      {money(line.waiting.amount)} ({line.waiting.count})
                    </td>
                    <td className="figures px-4 py-3 text-right text-ink-700">
                      {money(line.inBatches.amount)} ({line.inBatches.count})
                    </td>
                    <td className="px-4 py-3">
                      {line.difference === 0 ? (
                        <span className="inline-flex items-center gap-1.5 text-positive-600">
                          <CircleCheck className="size-4" aria-hidden="true" />
                          <Trans>Matches</Trans>
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 font-semibold text-negative-600">
                          <CircleAlert className="size-4" aria-hidden="true" />
                          <Trans>Difference of {difference}</Trans>
                        </span>
                      )}
                    </td>
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
