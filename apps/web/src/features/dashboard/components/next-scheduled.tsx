import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { Trans } from "@lingui/react/macro";
import { CalendarClock, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { formatDay, formatMoney } from "../../../lib/format";
import { useNextScheduled } from "../api/next-scheduled";

/** The next scheduled payment, and the way to all of them. */
export function NextScheduled({ userId }: { userId: string }) {
  const next = useNextScheduled(userId);
  return (
    <section
      aria-labelledby="next-scheduled-title"
      className="rounded-2xl border border-ink-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="next-scheduled-title" className="text-lg font-semibold text-ink-900">
          <Trans>Next scheduled payment</Trans>
        </h2>
        <Link to="/scheduled" className="text-sm font-semibold text-ink-900 underline underline-offset-4">
          <Trans>All scheduled payments</Trans>
        </Link>
      </div>
      {next.isPending && (
        <div aria-hidden="true" className="mt-3 h-6 w-2/3 animate-pulse rounded bg-ink-200/60" />
      )}
      {next.isError && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-700">
          <Trans>Your scheduled payments could not be loaded.</Trans>
          <button
            type="button"
            onClick={() => void next.refetch()}
            disabled={next.isFetching}
            className={buttonClass("outline", "sm")}
          >
            <RotateCw className={`size-4 ${next.isFetching ? "animate-spin" : ""}`} aria-hidden="true" />
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {next.isSuccess && next.data && <Upcoming schedule={next.data} />}
      {next.isSuccess && !next.data && (
        <p className="mt-3 text-sm text-ink-600">
          <Trans>
            Nothing scheduled. Pay rent or savings automatically:{" "}
            <Link to="/send-money" className="font-semibold text-ink-900 underline underline-offset-4">
              schedule a payment
            </Link>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}

function Upcoming({ schedule }: { schedule: ScheduleView }) {
  const amount = formatMoney(schedule.amount, schedule.currency);
  const name = schedule.payee;
  const day = schedule.nextRun ? formatDay(schedule.nextRun) : "";
  return (
    <p className="mt-3 flex items-center gap-2 text-ink-900">
      <CalendarClock className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
      <span>
        <Trans>
          <strong className="figures">{amount}</strong> to {name} on {day}
        </Trans>
      </span>
    </p>
  );
}
