import type {
  ScheduleReason,
  ScheduleRepeat,
  ScheduleRunStatus,
  ScheduleStatus,
} from "@larkspur/shared/schemas/schedules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

/** The API's schedule values in the reader's language; the API keeps and expects the English values. */
const repeats: Record<ScheduleRepeat, MessageDescriptor> = {
  none: msg`Once`,
  weekly: msg`Every week`,
  every2weeks: msg`Every two weeks`,
  monthly: msg`Every month`,
  yearly: msg`Every year`,
};

const statuses: Record<ScheduleStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Paused: msg`Paused`,
  Ended: msg`Ended`,
};

const runStatuses: Record<ScheduleRunStatus, MessageDescriptor> = {
  Made: msg`Payment made`,
  Skipped: msg`Skipped`,
  Retrying: msg`Trying again this afternoon`,
  Running: msg`In progress`,
};

const reasons: Record<ScheduleReason, MessageDescriptor> = {
  notEnoughMoney: msg`Not enough money`,
  onHold: msg`Account on hold`,
  overLimit: msg`Over your limits`,
  recipientCannotReceive: msg`The recipient cannot receive payments`,
  failed: msg`It could not be sent`,
  cancelled: msg`Cancelled`,
  paused: msg`Paused`,
  accountDisabled: msg`Account disabled`,
  skippedThreeTimes: msg`Skipped three times in a row`,
};

export const repeatLabel = (repeat: ScheduleRepeat): string => i18n._(repeats[repeat]);
export const scheduleStatusLabel = (status: ScheduleStatus): string => i18n._(statuses[status]);
export const runStatusLabel = (status: ScheduleRunStatus): string => i18n._(runStatuses[status]);
export const scheduleReasonLabel = (reason: ScheduleReason): string => i18n._(reasons[reason]);

/** Today's calendar day (YYYY-MM-DD) in a time zone (the reader's own when none is given). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
