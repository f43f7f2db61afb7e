import type { AdminRatesView } from "@larkspur/shared/schemas/rates";
import { Trans, useLingui } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { currencyName, formatDateTime, formatDay, formatNumber, formatRate } from "../../../lib/format";
import { useRates } from "../api/rates";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { LoadRatesDialog } from "./load-rates-dialog";
import { StagedRatesSection } from "./staged-rates-section";

/**
 * The reference rates conversions use: the day they are for, their source, and each currency's rate per euro, then
 * the latest days kept. An operator can load a rates file by hand (for a day the daily fetch missed), giving a reason
 * for the audit log; it waits above them until another operator approves it.
 */
export function RatesPage() {
  const { t } = useLingui();
  const rates = useRates();
  const [loading, setLoading] = useState(false);
  return (
    <BackofficePage
      title={t`Exchange rates`}
      lead={t`The European Central Bank's reference rates, fetched every working day after publication. Conversions use the newest rates, and are refused when they are more than 4 days old.`}
      actions={
        <button type="button" onClick={() => setLoading(true)} className={buttonClass("primary")}>
          <Upload className="size-4" aria-hidden="true" />
          <Trans>Load a rates file</Trans>
        </button>
      }
    >
      <div className="mb-8 empty:hidden">
        <StagedRatesSection />
      </div>
      {rates.isPending ? (
        <ListSkeleton label={t`Loading exchange rates`} rows={6} rowClass="h-8" />
      ) : rates.isError ? (
        <ErrorState title={t`We could not load the exchange rates.`} query={rates} />
      ) : rates.data.date === null ? (
        <EmptyState Icon={Upload} title={t`No rates yet`}>
          <Trans>The first rates arrive with the next daily fetch, or load a rates file by hand.</Trans>
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <RatesTable rates={rates.data} date={rates.data.date} />
          <LatestDays days={rates.data.days} />
        </div>
      )}
      <LoadRatesDialog open={loading} onOpenChange={setLoading} />
    </BackofficePage>
  );
}

function useSourceLabel() {
  const { t } = useLingui();
  return (source: AdminRatesView["source"]) =>
    source === "Manual" ? t`a file loaded by hand` : t`the European Central Bank`;
}

function RatesTable({ rates, date }: { rates: AdminRatesView; date: string }) {
  const { t } = useLingui();
  const sourceLabel = useSourceLabel();
  const day = formatDay(date);
  const source = sourceLabel(rates.source);
  return (
    <section aria-labelledby="rates-title" className="space-y-3">
      <h2 id="rates-title" className="text-lg font-semibold text-ink-900">
        <Trans>
          Rates of <time dateTime={date}>{day}</time>, from {source}
        </Trans>
      </h2>
      <div className="rounded-2xl border border-ink-200 bg-white">
        <table className="w-full">
          <caption className="sr-only">{t`One euro in each currency`}</caption>
          <TableHead
            className="sm:px-6"
            columns={[t`Currency`, t`Code`, { label: t`Per euro`, className: "text-right" }]}
          />
          <tbody className="divide-y divide-ink-100">
            {rates.rates.map(({ currency, rate }) => (
              <tr key={currency}>
                <td className="px-4 py-3 text-ink-900 sm:px-6">{currencyName(currency)}</td>
                <td className="px-4 py-3 font-mono text-sm text-ink-900 sm:px-6">{currency}</td>
                <td className="figures px-4 py-3 text-right text-ink-900 sm:px-6">{formatRate(rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LatestDays({ days }: { days: AdminRatesView["days"] }) {
  const { t } = useLingui();
  const sourceLabel = useSourceLabel();
  return (
    <section aria-labelledby="days-title" className="space-y-3">
      <h2 id="days-title" className="text-lg font-semibold text-ink-900">
        <Trans>Latest days</Trans>
      </h2>
      <div className="rounded-2xl border border-ink-200 bg-white">
        <table className="w-full">
          <TableHead
            className="sm:px-6"
            columns={[
              t`Day`,
              t`Source`,
              { label: t`Loaded`, className: "hidden sm:table-cell" },
              { label: t`Currencies`, className: "text-right" },
            ]}
          />
          <tbody className="divide-y divide-ink-100">
            {days.map((day) => (
              <tr key={day.date}>
                <td className="px-4 py-3 text-ink-900 sm:px-6">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </td>
                <td className="px-4 py-3 text-ink-900 sm:px-6">{sourceLabel(day.source)}</td>
                <td className="hidden px-4 py-3 text-ink-600 sm:table-cell sm:px-6">
                  <time dateTime={day.loadedAt}>{formatDateTime(day.loadedAt)}</time>
                </td>
                <td className="figures px-4 py-3 text-right text-ink-900 sm:px-6">
                  {formatNumber(day.currencies)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
