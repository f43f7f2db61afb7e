import { createHash, randomUUID } from "node:crypto";
import type { RatesLoaded, RatesStaged, StagedRatesList } from "@larkspur/shared/schemas/rates";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { type DayRates, RatesFileError } from "./ecb-rates";
import {
  insertRateLoad,
  listStagedRateLoads,
  lockRateLoad,
  markRateLoadApproved,
  markRateLoadRejected,
} from "./rate-loads.repo";
import { movesTooFar, percentAway } from "./rate-moves";
import { ratesInForce, storeRatesReturning } from "./rates.repo";
import { readRatesFile } from "./rates.service";

/**
 * Rates an operator loads by hand decide what every conversion pays, so no one operator sets them: a file is staged,
 * and a different operator's approval makes its rates the rates. A rate far from the rate in force is refused at
 * once, and again at approval (rates may have moved while the file waited).
 */

const ratesOf = (days: DayRates[]) =>
  days.flatMap((day) => day.rates.map(({ currency, rate }) => ({ date: day.date, currency, rate })));

async function refuseFarMoves(trx: Trx, ctx: AppContext, days: DayRates[]): Promise<void> {
  const maxPercent = ctx.config.RATES_MAX_MOVE_PERCENT;
  const far = (await ratesInForce(trx, days)).find((row) => movesTooFar(row.rate, row.inForce, maxPercent));
  if (far) {
    throw new AppError("validation_error", {
      id: "error.ratesMoveTooFar",
      values: { currency: far.currency, percent: percentAway(far.rate, far.inForce) },
    });
  }
}

function readOrRefuse(ctx: AppContext, xml: string): DayRates[] {
  try {
    return readRatesFile(ctx, xml);
  } catch (error) {
    if (error instanceof RatesFileError) throw new AppError("validation_error", error.text);
    throw error;
  }
}

/** An operator stages an ECB rates file (when the job cannot reach the ECB, or to correct a day); audited. */
export async function stageRatesByHand(
  ctx: AppContext,
  operator: User,
  load: { xml: string; reason: string },
  ip: string,
): Promise<RatesStaged> {
  const days = readOrRefuse(ctx, load.xml);
  const dates = days.map((day) => day.date);
  const sha256 = createHash("sha256").update(load.xml, "utf8").digest("hex");
  const id = randomUUID();
  await retryingTrx(ctx.db, async (trx) => {
    await refuseFarMoves(trx, ctx, days);
    await insertRateLoad(trx, { id, sha256, days, reason: load.reason, loadedBy: operator.id });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "rates.load",
      subjectType: "rates",
      subjectId: id,
      after: { status: "AwaitingApproval", sha256, dates, rates: ratesOf(days) },
      reason: load.reason,
      ip,
    });
  });
  const rates = ratesOf(days).length;
  ctx.log.info({ loadId: id, sha256, dates, rates }, "Exchange rates staged by hand");
  return { loadId: id, status: "Awaiting approval", dates, rates, sha256 };
}

const noSuchLoad = () => new AppError("not_found", "error.noSuchRatesLoad");

/**
 * A different operator approves a staged file: its rates are written, except on days the ECB published, which stay
 * as published. Audited with every rate written.
 */
export async function approveRates(
  ctx: AppContext,
  operator: User,
  loadId: string,
  ip: string,
): Promise<RatesLoaded> {
  if (!isUuid(loadId)) throw noSuchLoad();
  const approved = await retryingTrx(ctx.db, async (trx) => {
    const load = await lockRateLoad(trx, loadId);
    if (!load) throw noSuchLoad();
    if (load.status !== "AwaitingApproval") throw new AppError("conflict", "error.ratesLoadDecided");
    if (load.loaded_by === operator.id) throw new AppError("forbidden", "error.ownRatesLoad");
    const days = load.days as DayRates[];
    await refuseFarMoves(trx, ctx, days);
    const written = await storeRatesReturning(trx, days, "Manual");
    await markRateLoadApproved(trx, load.id, {
      approvedBy: operator.id,
      approvedAt: ctx.clock.now(),
      ratesWritten: written.length,
    });
    const dates = days.map((day) => day.date);
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "rates.approve",
      subjectType: "rates",
      subjectId: load.id,
      before: { status: "AwaitingApproval", loadedBy: load.loaded_by },
      after: { status: "Approved", sha256: load.sha256, dates, rates: written },
      reason: load.reason,
      ip,
    });
    return { dates, rates: written.length };
  });
  ctx.log.info({ loadId, ...approved }, "Exchange rates loaded by hand");
  return { loadId, status: "Approved", ...approved };
}

/**
 * A staged file is turned down with a reason, by another operator or withdrawn by its loader: its rates are never
 * written. Audited as `rates.reject`.
 */
export async function rejectRates(
  ctx: AppContext,
  operator: User,
  loadId: string,
  reason: string,
  ip: string,
): Promise<{ loadId: string; status: "Rejected" }> {
  if (!isUuid(loadId)) throw noSuchLoad();
  await retryingTrx(ctx.db, async (trx) => {
    const load = await lockRateLoad(trx, loadId);
    if (!load) throw noSuchLoad();
    if (load.status !== "AwaitingApproval") throw new AppError("conflict", "error.ratesLoadDecided");
    await markRateLoadRejected(trx, load.id, {
      rejectedBy: operator.id,
      rejectedAt: ctx.clock.now(),
      reason,
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "rates.reject",
      subjectType: "rates",
      subjectId: load.id,
      before: { status: "AwaitingApproval", loadedBy: load.loaded_by },
      after: {
        status: "Rejected",
        sha256: load.sha256,
        dates: (load.days as DayRates[]).map((day) => day.date),
      },
      reason,
      ip,
    });
  });
  return { loadId, status: "Rejected" };
}

const LISTED = 50;

/** Rates files waiting for approval, the oldest first, each with its newest day's rates. */
export async function stagedRates(ctx: AppContext): Promise<StagedRatesList> {
  const rows = await listStagedRateLoads(ctx.db, LISTED);
  return {
    items: rows.map((row) => {
      const days = row.days as DayRates[];
      return {
        loadId: row.id,
        sha256: row.sha256,
        dates: days.map((day) => day.date),
        rates: (days[0]?.rates ?? []).map(({ currency, rate }) => ({ currency, rate: Number(rate) })),
        reason: row.reason,
        loadedBy: { id: row.loaded_by, email: row.email },
        loadedAt: row.created_at.toISOString(),
      };
    }),
  };
}
