import type { ScheduleRow } from "../../db/types";
import { localDay, RUN_HOUR, runDateWithin, zonedInstant } from "./schedule-dates";

/** The next run at or after `index` whose day is not before `today`, or none when the schedule has no more. */
function nextRunFrom(schedule: ScheduleRow, index: number, today: string) {
  const end = { endDate: schedule.end_date, count: schedule.run_count };
  for (let i = index; ; i++) {
    const day = runDateWithin(schedule.start_date, schedule.repeat, end, i);
    if (day === null) return null;
    if (day >= today) return { index: i, day };
  }
}

/**
 * When a run is due: early in the morning of its day in the owner's time zone, or at once when its day is today and
 * that morning has passed (a schedule confirmed or resumed today).
 */
export function dueAt(day: string, timeZone: string, now: Date): Date {
  const morning = zonedInstant(day, RUN_HOUR, timeZone);
  return morning < now ? now : morning;
}

/**
 * The columns that put a schedule on its next run from `index`, or end it when it has none. `todayAtOnce`: a run due
 * today is due now, even before its morning (a schedule just confirmed for today is paid within a minute).
 */
export function onNextRun(
  schedule: ScheduleRow,
  index: number,
  timeZone: string,
  now: Date,
  { todayAtOnce = false }: { todayAtOnce?: boolean } = {},
) {
  const today = localDay(now, timeZone);
  const next = nextRunFrom(schedule, index, today);
  if (!next) {
    return {
      status: "Ended" as const,
      next_index: index,
      next_run: null,
      next_run_at: null,
      updated_at: now,
    };
  }
  return {
    next_index: next.index,
    next_run: next.day,
    next_run_at: todayAtOnce && next.day === today ? now : dueAt(next.day, timeZone, now),
    updated_at: now,
  };
}
