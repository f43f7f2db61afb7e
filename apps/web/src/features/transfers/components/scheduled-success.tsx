import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { Trans } from "@lingui/react/macro";
import { CalendarCheck, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { formatDay, formatMoney } from "../../../lib/format";
import { repeatLabel } from "../../../lib/schedule-labels";

/** Step 3 of a payment for later: the schedule is confirmed, and nothing has moved yet. */
export function ScheduledSuccess({ schedule, onAgain }: { schedule: ScheduleView; onAgain: () => void }) {
  const amount = formatMoney(schedule.amount, schedule.currency);
  const name = schedule.payee;
  const repeat = repeatLabel(schedule.repeat);
  const next = schedule.nextRun ? formatDay(schedule.nextRun) : null;
  return (
    <div className="py-6 text-center">
      <div role="status">
        <CalendarCheck className="mx-auto size-14 text-positive-600" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold tracking-tight text-ink-900">
          <Trans>Payment scheduled</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink-600">
          <Trans>
            <strong className="figures font-semibold text-ink-900">{amount}</strong> to {name}, {repeat}.
          </Trans>
        </p>
        {next && (
          <p className="mx-auto mt-2 max-w-md text-ink-600">
            <Trans>Next payment: {next}, early in the morning.</Trans>
          </p>
        )}
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onAgain} className={buttonClass("primary", "lg")}>
          <RotateCw className="size-4" aria-hidden="true" />
          <Trans>Send Another Payment</Trans>
        </button>
        <Link to="/scheduled" className={buttonClass("outline", "lg")}>
          <Trans>View scheduled payments</Trans>
        </Link>
      </div>
    </div>
  );
}
