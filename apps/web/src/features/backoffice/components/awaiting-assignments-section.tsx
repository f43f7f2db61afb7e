import type { MoneyInEntry } from "@larkspur/shared/schemas/rails";
import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { errorMessage, notify } from "../../../lib/toast";
import { useApproveMoneyIn } from "../api/approve-money-in";
import { useMoneyIn } from "../api/money-in";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

/**
 * Assignments of unmatched money waiting for a second operator: above the four-eyes threshold, or not in dollars, no
 * one operator credits it alone. Another operator approves; the one who asked sees that it waits for someone else.
 * Anyone may still mark it for return instead, which credits no one.
 */
export function AwaitingAssignmentsSection({ onReturn }: { onReturn: (entry: MoneyInEntry) => void }) {
  const { t } = useLingui();
  const entries = useMoneyIn("AwaitingApproval");
  const approving = useApproveMoneyIn();
  const me = useCurrentUser()?._id;
  const title = t`Assignments awaiting approval`;
  return (
    <section aria-labelledby="money-in-awaiting" className="space-y-3">
      <h2 id="money-in-awaiting" className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {entries.isPending ? (
        <ListSkeleton label={t`Loading ${title}`} rows={2} rowClass="h-10" />
      ) : entries.isError ? (
        <ErrorState title={t`We could not load this list.`} query={entries} />
      ) : entries.data.items.length === 0 ? (
        <EmptyState Icon={Inbox} title={t`No assignments awaiting approval`} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full">
            <TableHead
              columns={[
                t`Received`,
                { label: t`Amount`, className: "text-right" },
                t`From`,
                t`To the customer`,
                t`Asked by`,
                { label: t`Actions`, labelHidden: true },
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {entries.data.items.map((entry) => {
                const request = entry.assignmentRequest;
                if (!request) return null;
                const { reference } = entry;
                const amount = formatMoney(entry.amount, entry.currency);
                const customer = request.customer.name;
                return (
                  <tr key={entry.id} className="align-top text-sm">
                    <td className="px-4 py-3 text-ink-700">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="figures px-4 py-3 text-right font-medium text-ink-900">{amount}</td>
                    <td className="px-4 py-3 text-ink-900">
                      {entry.debtorName || "—"}
                      <span className="figures block text-xs text-ink-600">{reference}</span>
                    </td>
                    <td className="px-4 py-3 text-ink-900">
                      {customer}
                      <span className="figures block text-xs text-ink-600">
                        {request.customer.accountNumber}
                      </span>
                    </td>
                    <td className="max-w-xs px-4 py-3 wrap-anywhere text-ink-700">
                      {request.requestedBy.email}
                      <span className="block text-xs text-ink-600">{request.reason}</span>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap items-center justify-end gap-2">
                        {request.requestedBy.id === me ? (
                          <span className="text-xs text-ink-600">
                            <Trans>Waiting for another operator</Trans>
                          </span>
                        ) : (
                          <button
                            type="button"
                            disabled={approving.isPending}
                            onClick={() =>
                              approving.mutate(entry.id, {
                                onSuccess: () => notify.success(t`${amount} credited to ${customer}`),
                                onError: (error) => notify.error(errorMessage(error)),
                              })
                            }
                            className={buttonClass("primary", "sm")}
                            aria-label={t`Approve assigning ${reference} to ${customer}`}
                          >
                            <Trans>Approve</Trans>
                          </button>
                        )}
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
