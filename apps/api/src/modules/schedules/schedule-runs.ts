import type { Currency } from "@larkspur/shared/currencies";
import type { ScheduleReason } from "@larkspur/shared/schemas/schedules";
import type { AppContext } from "../../context";
import type { ScheduleRow, ScheduleRunRow, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { retryingTrx } from "../../lib/retrying-trx";
import { announce, notify } from "../notifications";
import { makeConfirmedPayment } from "../payments";
import { scheduledDescription, submitConfirmedTransfer } from "../transfers";
import { userById } from "../users";
import { onNextRun } from "./next-run";
import { knownZone, RETRY_HOUR, zonedInstant } from "./schedule-dates";
import { scheduleNotices } from "./schedule-mails";
import {
  claimRun,
  claimUnfinishedRuns,
  findDueScheduleIds,
  findSchedule,
  finishRun,
  lockScheduleWithZone,
  updateScheduleFrom,
} from "./schedules.repo";

const BATCH = 50;
/** A run claimed this long ago and still unfinished was left by an instance that stopped: another takes it over. */
const STALE_RUN_MS = 5 * 60_000;
/** Skipped runs in a row that pause a schedule. */
const SKIPS_THAT_PAUSE = 3;
/** A first try after the afternoon's hour tries again this much later instead. */
const LATE_RETRY_MS = 60 * 60_000;

/**
 * Makes every run that is due, on whichever instance calls it: each day's run of a schedule is claimed by one
 * instance only (a row unique by schedule and day, written with the schedule's advance to its next run), and the
 * payment or transfer it makes is itself made at most once per run. Answers how many runs it took in hand.
 */
export async function runDueSchedules(ctx: AppContext): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = ctx.clock.now();
    const due = await findDueScheduleIds(ctx.db, now, BATCH);
    for (const scheduleId of due) {
      const claimed = await claimDueRun(ctx, scheduleId);
      if (claimed) {
        await performRun(ctx, claimed);
        handled += 1;
      }
    }
    if (due.length < BATCH) break;
  }
  const now = ctx.clock.now();
  const unfinished = await claimUnfinishedRuns(ctx.db, now, new Date(now.getTime() - STALE_RUN_MS), BATCH);
  for (const run of unfinished) {
    await performRun(ctx, run);
    handled += 1;
  }
  return handled;
}

/**
 * Claims the schedule's due run and moves the schedule on to its next run (or ends it), in one trx with the schedule
 * locked: a rival instance waits, then finds it no longer due. None when it was not due any more.
 */
async function claimDueRun(ctx: AppContext, scheduleId: string): Promise<ScheduleRunRow | undefined> {
  return retryingTrx(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const schedule = await lockScheduleWithZone(trx, scheduleId);
    if (
      schedule?.status !== "Active" ||
      schedule.next_run === null ||
      schedule.next_run_at === null ||
      schedule.next_run_at > now
    ) {
      return undefined;
    }
    const run = await claimRun(trx, schedule.id, schedule.next_run, now);
    await updateScheduleFrom(
      trx,
      schedule.id,
      ["Active"],
      onNextRun(schedule, schedule.next_index + 1, knownZone(schedule.time_zone), now),
    );
    return run;
  });
}

/** Why a payment or transfer was refused, as the run records it; none for a failure that is not the customer's. */
function reasonOf(error: unknown): ScheduleReason | undefined {
  if (!(error instanceof AppError)) return undefined;
  switch (error.code) {
    case "insufficient_balance":
      return "notEnoughMoney";
    case "limit_exceeded":
      return "overLimit";
    case "account_on_hold":
      return "onHold";
    case "payee_cannot_receive":
    case "not_found":
      return "recipientCannotReceive";
    default:
      return "failed";
  }
}

/** Makes one claimed run: the payment or transfer as a confirmed one is made, or the run skipped with why. */
async function performRun(ctx: AppContext, run: ScheduleRunRow): Promise<void> {
  const schedule = await findSchedule(ctx.db, run.schedule_id);
  if (!schedule) return;
  const owner = await userById(ctx, schedule.user_id);
  const now = ctx.clock.now();
  const attempts = run.attempts + 1;
  if (!owner || owner.status === "disabled") {
    await stopForDisabledAccount(ctx, schedule, run, attempts);
    return;
  }
  // A customer who paused or cancelled meanwhile is not paid from: an afternoon try waits on the schedule as it is.
  if (schedule.status === "Paused" || schedule.ended_reason === "cancelled") {
    await finishRun(
      ctx.db,
      run.id,
      {
        status: "Skipped",
        transaction_id: null,
        reason: (schedule.status === "Paused" ? "paused" : "cancelled") satisfies ScheduleReason,
        retry_at: null,
        attempts,
      },
      now,
    );
    return;
  }
  try {
    const { transactionId } = await makeRunsMoneyMove(ctx, owner, schedule, run);
    await retryingTrx(ctx.db, async (trx) => {
      await finishRun(
        trx,
        run.id,
        { status: "Made", transaction_id: transactionId, reason: null, retry_at: null, attempts },
        now,
      );
      await trx.updateTable("schedules").set({ skipped_in_row: 0 }).where("id", "=", schedule.id).execute();
    });
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === undefined) throw error;
    if (reason !== "failed" && reason !== "recipientCannotReceive") {
      ctx.log.info({ scheduleId: schedule.id, runDate: run.run_date, reason }, "Scheduled run refused");
    } else {
      ctx.log.warn({ err: error, scheduleId: schedule.id, runDate: run.run_date }, "Scheduled run refused");
    }
    if (reason === "notEnoughMoney" && attempts === 1) {
      await finishRun(
        ctx.db,
        run.id,
        {
          status: "Retrying",
          transaction_id: null,
          reason,
          retry_at: afternoonOf(run.run_date, knownZone(owner.time_zone), now),
          attempts,
        },
        now,
      );
      return;
    }
    await skipRun(ctx, owner, schedule, run, reason, attempts);
  }
}

/** The afternoon try of a run's day; a first try made after it tries an hour later. */
function afternoonOf(runDate: string, timeZone: string, now: Date): Date {
  const afternoon = zonedInstant(runDate, RETRY_HOUR, timeZone);
  return afternoon > now ? afternoon : new Date(now.getTime() + LATE_RETRY_MS);
}

/** The transfer or payment of a run, made as a confirmed one is, once per run whoever tries it again. */
function makeRunsMoneyMove(ctx: AppContext, owner: User, schedule: ScheduleRow, run: ScheduleRunRow) {
  const order = {
    currency: schedule.currency as Currency,
    amount: schedule.amount,
    description: scheduledDescription(schedule.description),
  };
  const key = `schedule-run:${run.id}`;
  if (schedule.transfer_option === "Larkspur") {
    return makeConfirmedPayment(ctx, owner, { ...order, payeeId: schedule.payee_id! }, key);
  }
  return submitConfirmedTransfer(
    ctx,
    owner,
    { ...order, transferOption: schedule.transfer_option, bankDetails: schedule.bank_details! },
    key,
  );
}

/**
 * Skips the run, telling its owner why (in the app and by e-mail); the schedule goes on, unless this is its third
 * skipped run in a row: then it pauses, and its owner is told that too.
 */
async function skipRun(
  ctx: AppContext,
  owner: User,
  schedule: ScheduleRow,
  run: ScheduleRunRow,
  reason: ScheduleReason,
  attempts: number,
): Promise<void> {
  await retryingTrx(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    await finishRun(
      trx,
      run.id,
      { status: "Skipped", transaction_id: null, reason, retry_at: null, attempts },
      now,
    );
    const counted = await trx
      .updateTable("schedules")
      .set((eb) => ({ skipped_in_row: eb("skipped_in_row", "+", 1) }))
      .where("id", "=", schedule.id)
      .returning(["skipped_in_row", "status"])
      .executeTakeFirstOrThrow();
    const notices = [scheduleNotices.skipped(owner, schedule, reason)];
    if (counted.skipped_in_row >= SKIPS_THAT_PAUSE && counted.status === "Active") {
      await updateScheduleFrom(trx, schedule.id, ["Active"], { status: "Paused", updated_at: now });
      notices.push(scheduleNotices.paused(owner, schedule));
    }
    await notify(trx, ctx, notices);
  });
  announce(ctx, [owner.id]);
}

/** A disabled account's schedules stop: the run is not made and the schedule ends. */
async function stopForDisabledAccount(
  ctx: AppContext,
  schedule: ScheduleRow,
  run: ScheduleRunRow,
  attempts: number,
): Promise<void> {
  await retryingTrx(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    await finishRun(
      trx,
      run.id,
      { status: "Skipped", transaction_id: null, reason: "accountDisabled", retry_at: null, attempts },
      now,
    );
    await updateScheduleFrom(trx, schedule.id, ["Active", "Paused"], {
      status: "Ended",
      ended_reason: "accountDisabled" satisfies ScheduleReason,
      next_run: null,
      next_run_at: null,
      updated_at: now,
    });
  });
}
