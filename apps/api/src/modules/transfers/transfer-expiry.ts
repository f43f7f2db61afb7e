import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { retryingTrx } from "../../lib/retrying-trx";
import { deleteIdempotencyKeysBefore } from "../idempotency/idempotency.repo";
import { IDEMPOTENCY_KEY_TTL_MS } from "../idempotency/idempotency.service";
import { transferMails } from "./transfer-mails";
import { cancelExpiredUnconfirmed } from "./transfers.repo";

const QUEUE = "transfer-expiry";
const BATCH = 100;

/**
 * Cancels every Unconfirmed transfer whose code has expired (no money was held yet, so none moves) and mails each
 * owner; also forgets idempotency keys older than a day. Answers how many transfers it cancelled.
 */
export async function expireUnconfirmedTransfers(ctx: AppContext, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await retryingTrx(ctx.db, async (trx) => {
      const rows = await cancelExpiredUnconfirmed(trx, now, BATCH);
      for (const row of rows)
        await ctx.mailer.enqueue(
          trx,
          transferMails.cancelled(row, row, { id: "mail.cancelReason.codeExpired" }),
        );
      return rows.length;
    });
    total += cancelled;
    if (cancelled < BATCH) break;
  }
  if (total > 0) ctx.mailer.deliverSoon();
  await deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  return total;
}

/** Runs the sweep every minute on one instance at a time (pg-boss sends one scheduled job per minute). */
export async function startTransferExpiry(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "* * * * *");
  // The job arrives once a minute, so a slow poll finds it in time and keeps idle database traffic low.
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 30 },
    tracked(ctx.jobs, async () => {
      await expireUnconfirmedTransfers(ctx);
    }),
  );
}
