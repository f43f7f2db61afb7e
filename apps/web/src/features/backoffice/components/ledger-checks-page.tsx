import type { LedgerCheckRun } from "@larkspur/shared/schemas/admin";
import { ShieldCheck } from "lucide-react";
import { ErrorState } from "../../../components/error-state";
import { formatDateTime } from "../../../lib/format";
import { useLedgerChecks } from "../api/ledger-checks";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

const count = new Intl.NumberFormat("en-US");

function RunResult({ run }: { run: LedgerCheckRun }) {
  const clean = run.problemCount === 0;
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <time dateTime={run.startedAt} className="font-medium text-ink-900">
          {formatDateTime(run.startedAt)}
        </time>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${clean ? "bg-emerald-50 text-positive-600" : "bg-red-50 text-negative-600"}`}
        >
          {clean
            ? "No problems"
            : `${count.format(run.problemCount)} ${run.problemCount === 1 ? "problem" : "problems"}`}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {count.format(run.accounts)} accounts, {count.format(run.journalEntries)} journal entries,{" "}
        {count.format(run.postings)} postings, {count.format(run.transfers)} transfers
      </p>
      {!clean && (
        <ul className="mt-3 space-y-1 text-sm text-ink-900">
          {run.problems.map((problem) => (
            <li key={`${problem.rule} ${problem.subject}`} className="break-all">
              <span className="font-mono text-xs text-negative-600">{problem.rule}</span> {problem.subject}:{" "}
              {problem.detail}
            </li>
          ))}
          {run.problemCount > run.problems.length && (
            <li className="text-ink-600">
              and {count.format(run.problemCount - run.problems.length)} more (see the server's log)
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** Every run of the ledger's self-check (every 10 minutes, or `npm run cli -- check-ledger`), newest first. */
export function LedgerChecksPage() {
  const runs = useLedgerChecks();
  return (
    <BackofficePage
      title="Ledger checks"
      lead="Every 10 minutes the ledger checks that its entries balance, that balances and holds match their postings and Pending transfers, and that no status contradicts its journal. Admins are e-mailed when a check finds a problem."
    >
      {runs.isPending ? (
        <ListSkeleton label="Loading ledger checks" rows={4} rowClass="h-20" />
      ) : runs.isError ? (
        <ErrorState
          title="We could not load the ledger checks."
          onRetry={() => runs.refetch()}
          retrying={runs.isFetching}
        />
      ) : runs.data.length === 0 ? (
        <EmptyState Icon={ShieldCheck} title="No check has run yet">
          The first check runs within 10 minutes of the server starting.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {runs.data.map((run) => (
            <RunResult key={run.id} run={run} />
          ))}
        </ul>
      )}
    </BackofficePage>
  );
}
