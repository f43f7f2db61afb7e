import type { ScheduleReason } from "@larkspur/shared/schemas/schedules";
import type { ScheduleRow } from "../../db/types";
import type { Text } from "../../lib/i18n";
import { mailTemplates, type OutgoingMail, type Recipient, type ScheduleFacts } from "../mail";
import { formatMinorUnits, type Notice } from "../notifications";

/** Where a notification about a schedule leads: the Scheduled page. */
export const SCHEDULES_LINK = "/scheduled";

type ScheduleFactsRow = Pick<ScheduleRow, "amount" | "currency" | "payee_name" | "start_date" | "repeat">;

function factsOf(owner: Recipient, schedule: ScheduleFactsRow): ScheduleFacts {
  return {
    amount: formatMinorUnits(owner.language, String(schedule.amount), schedule.currency),
    name: schedule.payee_name,
  };
}

/** The text of why a run was skipped, as the notification's and the mail's `{reason}`. */
export const reasonText = (reason: ScheduleReason): Text => ({
  id: `schedule.reason.${reason}` as Text["id"],
});

/** The first day in the reader's language: "March 1, 2027". */
function dayIn(owner: Recipient, day: string): string {
  return new Intl.DateTimeFormat(owner.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const scheduleMails = {
  code: (owner: Recipient, schedule: ScheduleFactsRow, code: string): OutgoingMail =>
    mailTemplates.scheduleCode(
      owner,
      factsOf(owner, schedule),
      {
        startDate: dayIn(owner, schedule.start_date),
        repeat: { id: `schedule.repeat.${schedule.repeat}` as Text["id"] },
      },
      code,
    ),
};

/** What a schedule's owner is told, in the app and by e-mail, when a run is skipped or the schedule pauses. */
export const scheduleNotices = {
  skipped: (
    owner: Recipient & { id: string },
    schedule: ScheduleFactsRow,
    reason: ScheduleReason,
  ): Notice => ({
    userId: owner.id,
    kind: "schedule.skipped",
    params: {
      amount: String(schedule.amount),
      currency: schedule.currency,
      name: schedule.payee_name,
      reason: `schedule.reason.${reason}`,
    },
    link: SCHEDULES_LINK,
    mail: mailTemplates.scheduleSkipped(owner, factsOf(owner, schedule), reasonText(reason)),
  }),
  paused: (owner: Recipient & { id: string }, schedule: ScheduleFactsRow): Notice => ({
    userId: owner.id,
    kind: "schedule.paused",
    params: { amount: String(schedule.amount), currency: schedule.currency, name: schedule.payee_name },
    link: SCHEDULES_LINK,
    mail: mailTemplates.schedulePaused(owner, factsOf(owner, schedule)),
  }),
};
