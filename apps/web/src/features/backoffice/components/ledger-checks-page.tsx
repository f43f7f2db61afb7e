import type { LedgerCheckRun } from "@larkspur/shared/schemas/admin";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { ErrorState } from "../../../components/error-state";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { useLedgerChecks } from "../api/ledger-checks";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

function RunResult({ run }: { run: LedgerCheckRun }) {
  const { t } = useLingui();
  const problems = run.problemCount;
  const clean = problems === 0;
  const accounts = formatNumber(run.accounts);
  const journalEntries = formatNumber(run.journalEntries);
  const postings = formatNumber(run.postings);
  const transfers = formatNumber(run.transfers);
  const unlisted = problems - run.problems.length;
  const more = formatNumber(unlisted);
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <time dateTime={run.startedAt} className="font-medium text-ink-900">
          {formatDateTime(run.startedAt)}
        </time>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${clean ? "bg-emerald-50 text-positive-600" : "bg-red-50 text-negative-600"}`}
        >
          {clean ? t`No problems` : plural(problems, { one: "# problem", other: "# problems" })}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {t`${accounts} accounts, ${journalEntries} journal entries, ${postings} postings, ${transfers} transfers`}
      </p>
      {!clean && (
        <ul className="mt-3 space-y-1 text-sm text-ink-900">
          {run.problems.map((problem) => (
            <li key={`${problem.rule} ${problem.subject}`} className="break-all">
              <span className="font-mono text-xs text-negative-600">{problem.rule}</span> {problem.subject}:{" "}
              {problem.detail}
            </li>
          ))}
          {unlisted > 0 && <li className="text-ink-600">{t`and ${more} more (see the server's log)`}</li>}
        </ul>
      )}
    </li>
  );
}

/** Every run of the ledger's self-check (every 10 minutes, or `npm run cli -- check-ledger`), newest first. */
export function LedgerChecksPage() {
  const { t } = useLingui();
  const runs = useLedgerChecks();
  return (
    <BackofficePage
      title={t`Ledger checks`}
      lead={t`Every 10 minutes the ledger checks that its entries balance, that balances and holds match their postings and Pending transfers, and that no status contradicts its journal. Admins are e-mailed when a check finds a problem.`}
    >
      {runs.isPending ? (
        <ListSkeleton label={t`Loading ledger checks`} rows={4} rowClass="h-20" />
      ) : runs.isError ? (
        <ErrorState title={t`We could not load the ledger checks.`} query={runs} />
      ) : runs.data.length === 0 ? (
        <EmptyState Icon={ShieldCheck} title={t`No check has run yet`}>
          <Trans>The first check runs within 10 minutes of the server starting.</Trans>
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
