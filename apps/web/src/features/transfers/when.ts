import type { CreateScheduleBody, SchedulePayment, ScheduleRepeat } from "@larkspur/shared/schemas/schedules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** When the money goes: now, once on a day, or repeating from a day until never, a day, or a number of times. */
export interface When {
  choice: "now" | "date" | "repeat";
  date: string;
  repeat: Exclude<ScheduleRepeat, "none">;
  end: "never" | "date" | "count";
  endDate: string;
  count: string;
}

export const sendNow = (today: string): When => ({
  choice: "now",
  date: today,
  repeat: "monthly",
  end: "never",
  endDate: "",
  count: "12",
});

/** What is wrong with the choice, as the form says it; none when it can be sent. */
export function whenProblem(when: When, today: string): MessageDescriptor | null {
  if (when.choice === "now") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(when.date)) return msg`Choose the day of the first payment`;
  if (when.date < today) return msg`The start date cannot be in the past.`;
  if (when.choice === "date") return null;
  if (when.end === "date" && (!/^\d{4}-\d{2}-\d{2}$/.test(when.endDate) || when.endDate < when.date)) {
    return msg`Choose an end date on or after the first payment`;
  }
  if (when.end === "count" && !(Number.isInteger(Number(when.count)) && Number(when.count) >= 1)) {
    return msg`Enter how many payments, 1 or more`;
  }
  return null;
}

/** The schedule the choice asks for, paying `payment`; none for sending now. */
export function scheduleBodyOf(when: When, payment: SchedulePayment): CreateScheduleBody | null {
  if (when.choice === "now") return null;
  if (when.choice === "date") return { payment, startDate: when.date, repeat: "none" };
  return {
    payment,
    startDate: when.date,
    repeat: when.repeat,
    ...(when.end === "date" && { endDate: when.endDate }),
    ...(when.end === "count" && { count: Number(when.count) }),
  };
}
