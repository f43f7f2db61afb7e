import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { Trans } from "@lingui/react/macro";
import { formatDateTime } from "../lib/format";
import { TransactionAmount } from "./transaction-amount";
import { StatusBadge } from "./transaction-status";
import { TransactionSubtitle } from "./transaction-subtitle";

/** The transaction a support conversation is about, as its thread shows it on top. */
export function ChatTransaction({ transaction }: { transaction: TransactionItem }) {
  return (
    <section aria-labelledby="chat-transaction" className="rounded-2xl border border-ink-200 bg-ink-50 p-4">
      <h2 id="chat-transaction" className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        <Trans>About this transaction</Trans>
      </h2>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">{transaction.description}</p>
          <p className="text-sm text-ink-600">
            <TransactionSubtitle transaction={transaction} />
          </p>
          <p className="text-sm text-ink-600">
            <time dateTime={transaction.dateTime}>{formatDateTime(transaction.dateTime)}</time>
            <span className="figures"> · #{transaction.transactionId}</span>
          </p>
        </div>
        <div className="text-right">
          <p className="figures font-semibold">
            <TransactionAmount transaction={transaction} />
          </p>
          <div className="mt-1">
            <StatusBadge status={transaction.status} />
          </div>
        </div>
      </div>
    </section>
  );
}
