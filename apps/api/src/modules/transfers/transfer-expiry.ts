import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { retryingTrx } from "../../lib/retrying-trx";
import { deleteIdempotencyKeysBefore, IDEMPOTENCY_KEY_TTL_MS } from "../idempotency";
import { cancelExpiredUnconfirmed } from "./transfers.repo";

const QUEUE = "transfer-expiry";
const BATCH = 100;

/** Another module's clean-up that runs with this sweep (the conversions' old quotes), so no job of its own polls. */
export type Sweep = (ctx: AppContext, now: Date) => Promise<unknown>;

/**
 * Cancels every Unconfirmed transfer whose code has expired (no money was held yet, so none moves), quietly: nothing
 * was ever confirmed, so its owner is neither notified nor mailed, and their history shows it as never confirmed.
 * Also forgets idempotency keys older than a day, then runs the sweeps `alongside`. Answers how many transfers it
 * cancelled.
 */
export async function expireUnconfirmedTransfers(
  ctx: AppContext,
  now = ctx.clock.now(),
  alongside: readonly Sweep[] = [],
): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await retryingTrx(ctx.db, (trx) => cancelExpiredUnconfirmed(trx, now, BATCH));
    total += rows.length;
    if (rows.length < BATCH) break;
  }
  await deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  for (const sweep of alongside) await sweep(ctx, now);
  return total;
}

/**
 * Runs the sweep, and those `alongside` with it, every minute on one instance at a time (pg-boss sends one scheduled
 * job per minute).
 */
export async function startTransferExpiry(ctx: AppContext, alongside: readonly Sweep[]): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "* * * * *");
  // The job arrives once a minute, so a slow poll finds it in time and keeps idle database traffic low.
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 30 },
    tracked(ctx.jobs, async () => {
      await expireUnconfirmedTransfers(ctx, ctx.clock.now(), alongside);
    }),
  );
}
