import type { AppContext } from "../../context";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { forgotPassword, resendSignupCode } from "./auth.service";

const QUEUE = "account-mail-request";

export interface AccountMailRequest {
  kind: "password-reset" | "signup-code";
  email: string;
}

const workerIds = new WeakMap<AppContext, string>();

/**
 * Forgot-password and resend-code requests only write this job, the same one insert for every address, so neither
 * the answer nor its timing says whether an account exists. The worker looks the account up and mails it, if any.
 */
export async function requestAccountMail(ctx: AppContext, request: AccountMailRequest): Promise<void> {
  await ctx.jobs.send(QUEUE, request, { retryLimit: 5, retryDelay: 2, retryBackoff: true });
  const workerId = workerIds.get(ctx);
  if (workerId) ctx.jobs.notifyWorker(workerId);
}

export async function startAccountMailRequests(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  const workerId = await ctx.jobs.work<AccountMailRequest>(
    QUEUE,
    { pollingIntervalSeconds: 1, batchSize: 20 },
    tracked(ctx.jobs, async (jobs) => {
      for (const job of jobs) {
        // One failing request is retried alone; pg-boss completes the rest of the batch.
        const handle = job.data.kind === "password-reset" ? forgotPassword : resendSignupCode;
        await handle(ctx, job.data.email).catch((error: unknown) =>
          ctx.jobs.fail(QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) }),
        );
      }
    }),
  );
  workerIds.set(ctx, workerId);
}
