import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { runDueSchedules } from "./schedule-runs";

const QUEUE = "scheduled-runs";

/**
 * Due runs are looked for every minute by whichever instance takes the queue's job; every instance may, and each run
 * is still made once (schedule-runs.ts). A schedule confirmed or resumed with a run due at once asks for a look now
 * rather than at the next minute.
 */
export async function startScheduledRuns(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "* * * * *");
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 5 },
    tracked(ctx.jobs, async () => {
      await runDueSchedules(ctx);
    }),
  );
}

/** Asks for a look for due runs now; one waiting already is enough. */
export async function kickScheduledRuns(ctx: AppContext): Promise<void> {
  await ctx.jobs.send(QUEUE, {}, { singletonKey: "now" });
}
