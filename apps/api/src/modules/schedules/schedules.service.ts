import { randomUUID } from "node:crypto";
import { type Currency, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import { fromMinorUnits } from "@larkspur/shared/money";
import type {
  CreateScheduleBody,
  CreateScheduleResponse,
  ScheduleReason,
  ScheduleView,
} from "@larkspur/shared/schemas/schedules";
import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { ScheduleRow, ScheduleRunRow, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { checkCode, issueCode, useCode } from "../auth";
import { minorUnitsOf } from "../ledger";
import { checkLimits, limitCentsOf } from "../limits";
import { scheduledPaymentRecipient } from "../payments";
import { accountOnHold, accountToSendFrom } from "../transfers";
import { onNextRun } from "./next-run";
import { knownZone, localDay } from "./schedule-dates";
import { scheduleMails } from "./schedule-mails";
import {
  findSchedule,
  insertSchedule,
  listSchedules,
  lockScheduleWithZone,
  recentRuns,
  updateScheduleFrom,
} from "./schedules.repo";
import { kickScheduledRuns } from "./schedules-job";

const noSuchSchedule = () => new AppError("not_found", "error.noSuchSchedule");

/** The caller's schedule by id; someone else's is as unknown as a missing one. */
async function ownSchedule(ctx: AppContext, userId: string, scheduleId: string): Promise<ScheduleRow> {
  const schedule = isUuid(scheduleId) ? await findSchedule(ctx.db, scheduleId) : undefined;
  if (!schedule || schedule.user_id !== userId || schedule.status === "Unconfirmed") throw noSuchSchedule();
  return schedule;
}

/** Whom the schedule pays, as it keeps them. */
interface Payee {
  payee_id: string | null;
  payee_name: string;
  payee_account_number: string;
  bank_details: string | null;
}

/**
 * Starts a schedule: checked as initiate checks a payment or transfer (the account not on hold, the recipient, the
 * balance's currency open, the limits at once), its first day not before today in the customer's time zone. The
 * schedule, its code and the code's mail are written together; nothing runs until the code comes back.
 */
export async function createSchedule(
  ctx: AppContext,
  user: User,
  body: CreateScheduleBody,
): Promise<CreateScheduleResponse> {
  if (user.transfer_disabled) throw accountOnHold();
  const zone = knownZone(user.time_zone);
  if (body.startDate < localDay(ctx.clock.now(), zone)) {
    throw new AppError("validation_error", "error.scheduleStartInPast");
  }
  const { payment } = body;
  const currency = (payment.currency ?? mainCurrency) as Currency;
  const amount = minorUnitsOf(payment.amount, currency);
  await accountToSendFrom(ctx.db, user.id, currency);
  let payee: Payee;
  if (payment.transferOption === "Larkspur") {
    const found = await scheduledPaymentRecipient(ctx, user, payment.recipient, { currency, amount });
    payee = {
      payee_id: found.userId,
      payee_name: found.name,
      payee_account_number: found.accountNumber,
      bank_details: null,
    };
  } else {
    await checkLimits(ctx, user.id, await limitCentsOf(ctx.db, currency, amount));
    payee = {
      payee_id: null,
      payee_name: payment.bankDetails.accountName,
      payee_account_number: payment.bankDetails.accountNumber,
      bank_details: JSON.stringify(payment.bankDetails),
    };
  }
  const now = ctx.clock.now();
  const schedule = {
    id: randomUUID(),
    user_id: user.id,
    status: "Unconfirmed" as const,
    transfer_option: payment.transferOption,
    currency,
    amount,
    description: payment.description,
    ...payee,
    start_date: body.startDate,
    repeat: body.repeat,
    end_date: body.repeat === "none" ? null : (body.endDate ?? null),
    run_count: body.repeat === "none" ? null : (body.count ?? null),
    created_at: now,
    updated_at: now,
  };
  await retryingTrx(ctx.db, async (trx) => {
    await insertSchedule(trx, schedule);
    const code = await issueCode(trx, { userId: user.id, purpose: "transfer", subjectId: schedule.id }, now);
    await ctx.mailer.enqueue(trx, scheduleMails.code(user, schedule, code));
  });
  ctx.mailer.deliverSoon();
  return { message: texts.verificationEmailSent, scheduleId: schedule.id };
}

/** The code e-mailed for the schedule confirms it: it becomes Active, its first run due on its first day. */
export async function confirmSchedule(
  ctx: AppContext,
  user: User,
  scheduleId: string,
  otp: string,
): Promise<ScheduleView> {
  const schedule = isUuid(scheduleId) ? await findSchedule(ctx.db, scheduleId) : undefined;
  if (!schedule || schedule.user_id !== user.id) throw noSuchSchedule();
  if (schedule.status !== "Unconfirmed") throw new AppError("conflict", "error.scheduleAlreadyConfirmed");
  if (user.transfer_disabled) throw accountOnHold();
  const verificationId = await checkCode(
    ctx.db,
    { userId: user.id, purpose: "transfer", subjectId: schedule.id },
    otp,
    ctx.clock.now(),
  );
  const confirmed = await retryingTrx(ctx.db, async (trx) => {
    await useCode(trx, verificationId, ctx.clock.now());
    const locked = await lockScheduleWithZone(trx, schedule.id);
    if (locked?.status !== "Unconfirmed") {
      throw new AppError("conflict", "error.scheduleAlreadyConfirmed");
    }
    const now = ctx.clock.now();
    const zone = knownZone(locked.time_zone);
    return updateScheduleFrom(trx, schedule.id, ["Unconfirmed"], {
      status: "Active",
      confirmed_at: now,
      ...onNextRun(locked, 0, zone, now, { todayAtOnce: true }),
    });
  });
  if (!confirmed) throw new AppError("conflict", "error.scheduleAlreadyConfirmed");
  if (confirmed.next_run_at && confirmed.next_run_at <= ctx.clock.now()) await kickScheduledRuns(ctx);
  return viewOf(confirmed, []);
}

/** The caller's schedules, active, paused and ended, each with its next run and its last five runs. */
export async function listOwnSchedules(ctx: AppContext, user: User): Promise<ScheduleView[]> {
  const schedules = await listSchedules(ctx.db, user.id);
  const runs = await recentRuns(
    ctx.db,
    schedules.map((schedule) => schedule.id),
    5,
  );
  return schedules.map((schedule) =>
    viewOf(
      schedule,
      runs.filter((run) => run.schedule_id === schedule.id),
    ),
  );
}

async function withRuns(ctx: AppContext, schedule: ScheduleRow): Promise<ScheduleView> {
  return viewOf(schedule, await recentRuns(ctx.db, [schedule.id], 5));
}

/** An Active schedule stops running until it is resumed; a run waiting for its afternoon try is not made. */
export async function pauseSchedule(ctx: AppContext, user: User, scheduleId: string): Promise<ScheduleView> {
  const schedule = await ownSchedule(ctx, user.id, scheduleId);
  const paused = await updateScheduleFrom(ctx.db, schedule.id, ["Active"], {
    status: "Paused",
    updated_at: ctx.clock.now(),
  });
  if (!paused) throw new AppError("conflict", "error.scheduleNotActive");
  return withRuns(ctx, paused);
}

/**
 * A Paused schedule runs again from its next day that is not past: the days it missed while paused are not made up.
 * It starts again with no skipped run counted.
 */
export async function resumeSchedule(ctx: AppContext, user: User, scheduleId: string): Promise<ScheduleView> {
  await ownSchedule(ctx, user.id, scheduleId);
  const resumed = await retryingTrx(ctx.db, async (trx) => {
    const locked = await lockScheduleWithZone(trx, scheduleId);
    if (locked?.status !== "Paused") throw new AppError("conflict", "error.scheduleNotPaused");
    const now = ctx.clock.now();
    return updateScheduleFrom(trx, scheduleId, ["Paused"], {
      status: "Active",
      skipped_in_row: 0,
      ...onNextRun(locked, locked.next_index, knownZone(locked.time_zone), now),
    });
  });
  if (!resumed) throw new AppError("conflict", "error.scheduleNotPaused");
  if (resumed.next_run_at && resumed.next_run_at <= ctx.clock.now()) await kickScheduledRuns(ctx);
  return withRuns(ctx, resumed);
}

/** Cancels a schedule: no run after this one; the runs already made stay made. */
export async function cancelSchedule(ctx: AppContext, user: User, scheduleId: string): Promise<ScheduleView> {
  const schedule = await ownSchedule(ctx, user.id, scheduleId);
  const cancelled = await updateScheduleFrom(ctx.db, schedule.id, ["Active", "Paused"], {
    status: "Ended",
    ended_reason: "cancelled" satisfies ScheduleReason,
    next_run: null,
    next_run_at: null,
    updated_at: ctx.clock.now(),
  });
  if (!cancelled) throw new AppError("conflict", "error.scheduleEnded");
  return withRuns(ctx, cancelled);
}

export function viewOf(schedule: ScheduleRow, runs: ScheduleRunRow[]): ScheduleView {
  const currency = schedule.currency as Currency;
  return {
    scheduleId: schedule.id,
    status: schedule.status === "Unconfirmed" ? "Active" : schedule.status,
    transferOption: schedule.transfer_option,
    currency,
    amount: fromMinorUnits(schedule.amount, exponentOf(currency)),
    description: schedule.description,
    payee: schedule.payee_name,
    accountNumber: schedule.payee_account_number,
    bankDetails: schedule.bank_details,
    startDate: schedule.start_date,
    repeat: schedule.repeat,
    endDate: schedule.end_date,
    count: schedule.run_count,
    nextRun: schedule.status === "Ended" ? null : schedule.next_run,
    endedReason: (schedule.ended_reason as ScheduleReason | null) ?? null,
    runs: runs.map((run) => ({
      date: run.run_date,
      status: run.status,
      transactionId: run.transaction_id,
      reason: (run.reason as ScheduleReason | null) ?? null,
    })),
  };
}
