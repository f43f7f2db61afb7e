import { useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { useMoneyIn } from "../api/money-in";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

/** What imports credited, newest first: each entry, the account it went to, how much, when, and from which file. */
export function CreditedMoneySection() {
  const { t } = useLingui();
  const entries = useMoneyIn("Credited");
  const title = t`Credited by imports`;
  return (
    <section aria-labelledby="money-in-credited" className="space-y-3">
      <h2 id="money-in-credited" className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {entries.isPending ? (
        <ListSkeleton label={t`Loading ${title}`} rows={3} rowClass="h-10" />
      ) : entries.isError ? (
        <ErrorState title={t`We could not load this list.`} query={entries} />
      ) : entries.data.items.length === 0 ? (
        <EmptyState Icon={Inbox} title={t`No money credited by imports yet`} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full">
            <caption className="sr-only">{t`The latest 200 entries credited, newest first`}</caption>
            <TableHead
              columns={[
                t`Credited`,
                { label: t`Amount`, className: "text-right" },
                t`To the account`,
                t`Entry`,
                t`File`,
              ]}
            />
            <tbody className="divide-y divide-ink-100">
              {entries.data.items.map((entry) => (
                <tr key={entry.id} className="align-top text-sm">
                  <td className="px-4 py-3 text-ink-700">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="figures px-4 py-3 text-right font-medium text-ink-900">
                    {formatMoney(entry.amount, entry.currency)}
                  </td>
                  <td className="px-4 py-3 text-ink-900">
                    {entry.customer?.name || "—"}
                    <span className="figures block text-xs text-ink-600">
                      {entry.customer?.accountNumber}
                    </span>
                  </td>
                  <td className="max-w-xs px-4 py-3 wrap-anywhere text-ink-700">
                    {entry.debtorName || "—"}
                    <span className="figures block text-xs text-ink-600">{entry.reference}</span>
                  </td>
                  <td className="px-4 py-3 wrap-anywhere text-ink-700">
                    {entry.fileKind}
                    <span className="figures block text-xs text-ink-600">{entry.messageId}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
