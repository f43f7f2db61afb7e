import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pause, Play, X } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ConfirmRemovalModal } from "../../../components/confirm-removal-modal";
import { formatDay, formatMoney } from "../../../lib/format";
import {
  repeatLabel,
  runStatusLabel,
  scheduleReasonLabel,
  scheduleStatusLabel,
} from "../../../lib/schedule-labels";
import { errorMessage, notify } from "../../../lib/toast";
import { useChangeSchedule } from "../api/schedule-actions";

const statusTone = {
  Active: "bg-ink-50 text-positive-600",
  Paused: "bg-accent-50 text-accent-700",
  Ended: "bg-ink-100 text-ink-600",
} as const;

/** One schedule: what it pays, to whom, how often, its next payment and its last five, and what may be done with it. */
export function ScheduleCard({ userId, schedule }: { userId: string; schedule: ScheduleView }) {
  const { t } = useLingui();
  const change = useChangeSchedule(userId);
  const [cancelling, setCancelling] = useState(false);
  const amount = formatMoney(schedule.amount, schedule.currency);
  const name = schedule.payee;
  const headingId = `schedule-${schedule.scheduleId}`;
  const nextDay = schedule.nextRun ? formatDay(schedule.nextRun) : null;
  const endedReason = schedule.endedReason ? scheduleReasonLabel(schedule.endedReason) : null;
  const act = (action: "pause" | "resume") =>
    change.mutate(
      { scheduleId: schedule.scheduleId, action },
      {
        onSuccess: () =>
          notify.success(action === "pause" ? t`Scheduled payment paused` : t`Scheduled payment resumed`),
      },
    );
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            <Trans>
              <span className="figures">{amount}</span> to {name}
            </Trans>
          </h2>
          <p className="mt-1 truncate text-sm text-ink-600">
            {repeatLabel(schedule.repeat)} · {schedule.description}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusTone[schedule.status]}`}>
          {scheduleStatusLabel(schedule.status)}
        </span>
      </div>
      <p className="mt-4 text-sm text-ink-900">
        {nextDay ? (
          <Trans>Next payment: {nextDay}</Trans>
        ) : endedReason ? (
          <Trans>Ended: {endedReason}</Trans>
        ) : (
          <Trans>No more payments</Trans>
        )}
      </p>
      {schedule.runs.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink-900">
            <Trans>Recent payments</Trans>
          </h3>
          <ul className="mt-2 divide-y divide-ink-100 text-sm">
            {schedule.runs.map((run) => (
              <li key={run.date} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-ink-900">{formatDay(run.date)}</span>
                <span className={run.status === "Skipped" ? "text-negative-600" : "text-ink-600"}>
                  {runStatusLabel(run.status)}
                  {run.status === "Skipped" && run.reason ? `: ${scheduleReasonLabel(run.reason)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {schedule.status !== "Ended" && (
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          {schedule.status === "Active" ? (
            <button
              type="button"
              onClick={() => act("pause")}
              disabled={change.isPending}
              className={buttonClass("outline", "sm")}
            >
              <Pause className="size-4" aria-hidden="true" />
              <Trans>Pause</Trans>
            </button>
          ) : (
            <button
              type="button"
              onClick={() => act("resume")}
              disabled={change.isPending}
              className={buttonClass("outline", "sm")}
            >
              <Play className="size-4" aria-hidden="true" />
              <Trans>Resume</Trans>
            </button>
          )}
          <button
            type="button"
            onClick={() => setCancelling(true)}
            disabled={change.isPending}
            className={buttonClass("outline", "sm")}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      {cancelling && (
        <ConfirmRemovalModal
          title={t`Cancel this scheduled payment?`}
          description={t`No more payments of ${amount} to ${name} will be made. Payments already made stay made.`}
          removeLabel={<Trans>Cancel scheduled payment</Trans>}
          busy={change.isPending}
          busyLabel={t`Cancelling...`}
          onClose={() => setCancelling(false)}
          onRemove={(refuse) =>
            change.mutate(
              { scheduleId: schedule.scheduleId, action: "cancel" },
              {
                onSuccess: () => {
                  setCancelling(false);
                  notify.success(t`Scheduled payment cancelled`);
                },
                onError: (error) => refuse(errorMessage(error)),
              },
            )
          }
        />
      )}
    </article>
  );
}
