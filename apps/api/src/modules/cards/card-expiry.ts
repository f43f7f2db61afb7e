import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { retryingTrx } from "../../lib/retrying-trx";
import { releaseCardHold } from "../ledger";
import { lockExpiredAuthorizations, setCardHistoryRow, updateAuthorization } from "./cards.repo";

const QUEUE = "card-authorization-expiry";
const BATCH = 100;

/**
 * Authorisations not cleared within 7 days expire: each one's hold is released and its purchase reads Cancelled, in
 * one trx per batch, skipping any an event holds at that moment (it is taken on the next run). Answers how many
 * expired.
 */
export async function expireCardAuthorizations(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const expired = await retryingTrx(ctx.db, async (trx) => {
      const rows = await lockExpiredAuthorizations(trx, now, BATCH);
      for (const row of rows) {
        if (!row.transfer_id) continue;
        if (row.held > 0n) {
          await releaseCardHold(trx, {
            transferId: row.transfer_id,
            accountId: row.account_id,
            amount: row.held,
          });
        }
        await updateAuthorization(trx, row.authorization_id, {
          held: 0n,
          state: "Cancelled",
          updated_at: now,
        });
        await setCardHistoryRow(trx, row.transfer_id, {
          status: "Cancelled",
          amount: row.authorized,
          limit_cents: 0n,
          updated_at: now,
        });
      }
      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

/** Runs the sweep every 10 minutes on one instance at a time. */
export async function startCardAuthorizationExpiry(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "*/10 * * * *");
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 60 },
    tracked(ctx.jobs, async () => {
      await expireCardAuthorizations(ctx);
    }),
  );
}
