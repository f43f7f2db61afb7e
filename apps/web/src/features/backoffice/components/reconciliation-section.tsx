import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck } from "lucide-react";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDate, formatMoney } from "../../../lib/format";
import { useReconciliation } from "../api/reconciliation";
import { ListSkeleton } from "./list-skeleton";

/**
 * Per currency, the settlement account's balance against what should be in it: the approved payments waiting for a
 * batch and those in batches the bank has not answered. Beside it, what our books say the partner bank holds for us
 * against the closing balance of the bank's newest statement. A difference is flagged for someone to look into.
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
                { label: t`At the bank, by our books`, className: "text-right" },
                { label: t`The bank's statement says`, className: "text-right" },
                t`Check against the bank`,
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {lines.data.items.map((line) => {
                const money = (amount: number) => formatMoney(amount, line.currency);
                const difference = money(line.difference);
                // A statement's day is a calendar day: read at noon UTC, it is the same day in nearly every zone.
                const statementDate = line.bankStatementDate
                  ? formatDate(`${line.bankStatementDate}T12:00:00Z`)
                  : "";
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
                      {line.difference === 0 ? <Matches /> : <Flagged difference={difference} />}
                    </td>
                    <td className="figures px-4 py-3 text-right text-ink-900">{money(line.heldAtBank)}</td>
                    <td className="figures px-4 py-3 text-right text-ink-900">
                      {line.bankClosingBalance === null ? (
                        <span className="text-ink-600">
                          <Trans>No statement yet</Trans>
                        </span>
                      ) : (
                        <>
                          {money(line.bankClosingBalance)}
                          <span className="block text-xs text-ink-600">
                            <Trans>on {statementDate}</Trans>
                          </span>
                        </>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {line.bankDifference === null ? (
                        "—"
                      ) : line.bankDifference === 0 ? (
                        <Matches />
                      ) : (
                        <Flagged difference={money(line.bankDifference)} />
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

function Matches() {
  return (
    <span className="inline-flex items-center gap-1.5 text-positive-600">
      <CircleCheck className="size-4" aria-hidden="true" />
      <Trans>Matches</Trans>
    </span>
  );
}

function Flagged({ difference }: { difference: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold text-negative-600">
      <CircleAlert className="size-4" aria-hidden="true" />
      <Trans>Difference of {difference}</Trans>
    </span>
  );
}
