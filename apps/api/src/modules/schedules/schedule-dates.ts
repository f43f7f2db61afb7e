import type { ScheduleRepeat } from "@larkspur/shared/schemas/schedules";
import { formatIn, wallClockAsUtc } from "../../lib/zoned-time";

/** A schedule's runs start early in the morning of their day, in the customer's time zone. */
export const RUN_HOUR = 6;
/** A run refused for want of money tries once more in the afternoon of its day. */
export const RETRY_HOUR = 15;

const DAY_MS = 86_400_000;

function partsOf(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

const dayText = (utc: Date) => utc.toISOString().slice(0, 10);

/** The last day of a month (0-11) of a year: 28 to 31. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The day of a schedule's run number `index` (0 is the first), always counted from its first day: a monthly run from
 * the 31st falls on a shorter month's last day and on the 31st again the month after; a yearly one from Feb 29 falls
 * on Feb 28 in the years between leap years. None for a one-off schedule past its first run.
 */
export function runDate(startDate: string, repeat: ScheduleRepeat, index: number): string | null {
  const { year, month, date } = partsOf(startDate);
  const start = Date.UTC(year, month, date);
  switch (repeat) {
    case "none":
      return index === 0 ? startDate : null;
    case "weekly":
      return dayText(new Date(start + index * 7 * DAY_MS));
    case "every2weeks":
      return dayText(new Date(start + index * 14 * DAY_MS));
    case "monthly": {
      const first = new Date(Date.UTC(year, month + index, 1));
      const last = daysInMonth(first.getUTCFullYear(), first.getUTCMonth());
      return dayText(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last))));
    }
    case "yearly": {
      const last = daysInMonth(year + index, month);
      return dayText(new Date(Date.UTC(year + index, month, Math.min(date, last))));
    }
  }
}

/** Where a schedule's runs stop: after a day, or after a number of runs, or never. */
export interface ScheduleEnd {
  endDate: string | null;
  count: number | null;
}

/** The day of run `index`, or none when the schedule has no such run (past its end day or its number of runs). */
export function runDateWithin(
  startDate: string,
  repeat: ScheduleRepeat,
  end: ScheduleEnd,
  index: number,
): string | null {
  if (end.count !== null && index >= end.count) return null;
  const day = runDate(startDate, repeat, index);
  if (day === null || (end.endDate !== null && day > end.endDate)) return null;
  return day;
}

/** The calendar day (YYYY-MM-DD) in a time zone at an instant. */
export function localDay(at: Date, timeZone: string): string {
  return dayText(new Date(wallClockAsUtc(at, timeZone)));
}

/**
 * The instant a day's hour begins in a time zone, whatever its offset that day (standard or summer time). An hour
 * that a clock change skips is taken an hour later.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const { year, month, date } = partsOf(day);
  const wanted = Date.UTC(year, month, date, hour);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const offset = wallClockAsUtc(new Date(guess), timeZone) - guess;
    const next = wanted - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

/** Runs a zone the runtime does not know (saved before the offered list changed) in UTC rather than never. */
export function knownZone(timeZone: string): string {
  try {
    formatIn(timeZone);
    return timeZone;
  } catch {
    return "UTC";
  }
}
