import type { StatementList } from "@larkspur/shared/schemas/statements";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { activeLocale } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/session-store";
import { toastError } from "../../../lib/toast";
import { downloadStatement, useStatements } from "../api/statements";

type Statement = StatementList["statements"][number];

/** "November 2026" in the reader's language, from "2026-11". */
function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(activeLocale(), { timeZone: "UTC", month: "long", year: "numeric" }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/** The months with statements, each with a download per balance that moved in it. */
export function StatementsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const statements = useStatements(user?._id ?? "");
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (statement: Statement) => {
    setDownloading(statement.url);
    try {
      await downloadStatement(statement);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(null);
    }
  };
  const months = groupByMonth(statements.data?.statements ?? []);

  return (
    <AccountPage
      title={t`Statements`}
      lead={t`A PDF statement for every month each of your balances moved: opening balance, every completed payment and the closing balance.`}
    >
      {statements.isPending ? (
        <div role="status" className="rounded-2xl border border-ink-200 bg-white p-6">
          <span className="sr-only">
            <Trans>Loading your statements</Trans>
          </span>
          <div className="space-y-4" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-10 animate-pulse rounded-lg bg-ink-100" />
            ))}
          </div>
        </div>
      ) : statements.isError ? (
        <ErrorState title={t`We could not load your statements.`} query={statements} />
      ) : months.length === 0 ? (
        <p className="rounded-2xl border border-ink-200 bg-white p-10 text-center text-ink-600">
          <Trans>No statements yet. Your first appears once money moves in or out of your account.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {months.map(([month, ofMonth]) => {
            const name = monthName(month);
            return (
              <li key={month} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
                <h2 className="font-medium text-ink-900">{name}</h2>
                <div className="flex flex-wrap gap-2">
                  {ofMonth.map((statement) => {
                    const busy = downloading === statement.url;
                    const { currency } = statement;
                    return (
                      <button
                        key={statement.url}
                        type="button"
                        onClick={() => download(statement)}
                        disabled={busy}
                        aria-label={t`Download the ${currency} statement for ${name}`}
                        className={buttonClass("outline", "sm")}
                      >
                        {busy ? (
                          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                        ) : (
                          <Download className="size-4" aria-hidden="true" />
                        )}
                        {currency} PDF
                      </button>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPage>
  );
}

/** The statements of each month together, the months newest first as the API lists them. */
function groupByMonth(statements: Statement[]): [string, Statement[]][] {
  const months = new Map<string, Statement[]>();
  for (const statement of statements)
    months.set(statement.month, [...(months.get(statement.month) ?? []), statement]);
  return [...months];
}
