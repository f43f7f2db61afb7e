import { z } from "zod";
import { currencyCode } from "./balances";
import { otp } from "./fields";
import { initiatePaymentBody, initiateTransferBody, storedBankDetails } from "./transaction";

/** How often a scheduled payment repeats: once, every week, every two weeks, every month or every year. */
export const scheduleRepeats = ["none", "weekly", "every2weeks", "monthly", "yearly"] as const;
export type ScheduleRepeat = (typeof scheduleRepeats)[number];

/** Active runs on its dates; Paused waits for its owner; Ended has no run left (or was cancelled, or stopped). */
export const scheduleStatuses = ["Active", "Paused", "Ended"] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/** What became of one run: the money moved, or it was skipped (with why), tries again this afternoon, or is running now. */
export const scheduleRunStatuses = ["Made", "Skipped", "Retrying", "Running"] as const;
export type ScheduleRunStatus = (typeof scheduleRunStatuses)[number];

/** Why a run was skipped or a schedule ended, as a word the app translates. */
export const scheduleReasons = [
  "notEnoughMoney",
  "onHold",
  "overLimit",
  "recipientCannotReceive",
  "failed",
  "cancelled",
  "paused",
  "accountDisabled",
  "skippedThreeTimes",
] as const;
export type ScheduleReason = (typeof scheduleReasons)[number];

const calendarDay = (name: string) =>
  z
    .string(`${name} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
    }, `${name} must be a real calendar date`);

/** The payment of a schedule: the body of initiate for a bank transfer, or for a payment to another customer. */
export const schedulePayment = z.discriminatedUnion(
  "transferOption",
  [...initiateTransferBody.options, initiatePaymentBody],
  "Choose Local, International or Larkspur",
);
export type SchedulePayment = z.infer<typeof schedulePayment>;

/** POST /api/schedules/{userId}: what to pay, from which day, how often, and until when (a date or a number of runs). */
export const createScheduleBody = z
  .object({
    payment: schedulePayment,
    startDate: calendarDay("startDate").describe("The first run's day (YYYY-MM-DD) in your time zone"),
    repeat: z.enum(scheduleRepeats, "repeat must be none, weekly, every2weeks, monthly or yearly"),
    endDate: calendarDay("endDate").optional().describe("No run after this day"),
    count: z
      .number("count must be a whole number")
      .int("count must be a whole number")
      .min(1, "count must be at least 1")
      .max(1000, "count can be at most 1000")
      .optional()
      .describe("How many runs in all"),
  })
  .superRefine((body, ctx) => {
    if (body.endDate !== undefined && body.endDate < body.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate cannot be before startDate" });
    }
    if (body.endDate !== undefined && body.count !== undefined) {
      ctx.addIssue({ code: "custom", path: ["count"], message: "Give endDate or count, not both" });
    }
  });
export type CreateScheduleBody = z.infer<typeof createScheduleBody>;

export const createScheduleResponse = z.object({ message: z.string(), scheduleId: z.string() });
export type CreateScheduleResponse = z.infer<typeof createScheduleResponse>;

export const confirmScheduleBody = z.object({ otp });

export const scheduleParams = z.object({
  userId: z.string(),
  scheduleId: z.string(),
});

export const scheduleRun = z.object({
  date: z.string().describe("The run's day, YYYY-MM-DD"),
  status: z.enum(scheduleRunStatuses),
  transactionId: z.string().nullable().describe("The transfer or payment it made"),
  reason: z.enum(scheduleReasons).nullable(),
});
export type ScheduleRunView = z.infer<typeof scheduleRun>;

export const scheduleView = z.object({
  scheduleId: z.string(),
  status: z.enum(scheduleStatuses),
  transferOption: z.enum(["Local", "International", "Larkspur"]),
  currency: currencyCode,
  amount: z.number().describe("In the currency, with its decimals"),
  description: z.string(),
  payee: z.string().describe('Whom it pays: "Grace H." or the bank account\'s holder'),
  accountNumber: z.string(),
  bankDetails: storedBankDetails.nullable(),
  startDate: z.string(),
  repeat: z.enum(scheduleRepeats),
  endDate: z.string().nullable(),
  count: z.number().nullable(),
  nextRun: z.string().nullable().describe("The next run's day (YYYY-MM-DD); none once it has ended"),
  endedReason: z.enum(scheduleReasons).nullable(),
  runs: z.array(scheduleRun).describe("The last five runs, newest first"),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export const scheduleList = z.array(scheduleView);
