import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { UNFINISHED_UPLOAD_TTL_MS } from "./upload-stores";
import { listStaleUploads, moveUpload } from "./uploads.repo";
import { removeStoredFile } from "./uploads.service";

const QUEUE = "upload-expiry";
const BATCH = 100;

/**
 * Removes uploads left unfinished for 24 hours, and pictures finished that long ago but never made anyone's picture.
 * Each row changes status first, so a late request for it finds nothing, then its file goes. Answers how many.
 */
export async function expireStaleUploads(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const before = new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_MS);
  let total = 0;
  for (const [from, to, store] of [
    ["uploading", "expired", "incoming"],
    ["completed", "discarded", "pictures"],
  ] as const) {
    for (;;) {
      const stale = await listStaleUploads(ctx.db, from, before, BATCH);
      for (const upload of stale) {
        if (!(await moveUpload(ctx.db, upload.id, from, to))) continue;
        total += 1;
        const fileId = from === "uploading" ? upload.id : upload.file_name;
        if (fileId) await removeStoredFile(ctx, store, fileId);
      }
      if (stale.length < BATCH) break;
    }
  }
  return total;
}

/** Sweeps every 15 minutes on one instance at a time. */
export async function startUploadExpiry(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "*/15 * * * *");
  // The job arrives at most every 15 minutes, so a slow poll finds it in time and keeps idle traffic low.
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 60 },
    tracked(ctx.jobs, async () => {
      await expireStaleUploads(ctx);
    }),
  );
}
