import type { Config } from "./config";
import type { AppContext, Logger } from "./context";
import type { DatabaseHandle } from "./db/client";
import { startJobQueue, stopJobQueue } from "./jobs/job-queue";
import type { Clock } from "./lib/clock";
import { sessionLiveness } from "./modules/auth";
import { cardEncryptionKey, cardNetworkSecret } from "./modules/cards";
import { openLiveEvents } from "./modules/events";
import { createMailer, devMailboxTransport, smtpTransport } from "./modules/mail";
import { createMetrics } from "./modules/metrics";
import { mfaEncryptionKey } from "./modules/security";
import { uploadStoresOnFirstUse } from "./modules/uploads";

export interface OpenContext {
  ctx: AppContext;
  /** Stops the job queue (waiting for what it runs), the mail transport and the live events. */
  close(): Promise<void>;
}

/**
 * What services need, on a migrated database. The server (`worker`) delivers mail as well; a CLI command gets a queue
 * that only enqueues (`startJobQueue`'s `sendOnly`), so the mail it writes waits for the server and it starts no job
 * it could leave halfway when it exits.
 */
export async function buildContext(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  clock: Clock,
  { worker }: { worker: boolean },
): Promise<OpenContext> {
  const metrics = createMetrics(database.backgroundDb, database.pool, () => sessionLiveness(ctx));
  const jobs = await startJobQueue(database.jobPool, log, { sendOnly: !worker });
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : devMailboxTransport(database.backgroundDb, log, config.PUBLIC_URL);
  const mailer = createMailer(jobs, transport, metrics, config.MAIL_POLL_SECONDS);
  if (worker) await mailer.startWorker();
  const ctx: AppContext = {
    config,
    db: database.db,
    jobs,
    mailer,
    events: await openLiveEvents(config, database, log),
    files: uploadStoresOnFirstUse(config),
    log,
    clock,
    metrics,
    mfaKey: await mfaEncryptionKey(config),
    cardKey: await cardEncryptionKey(config),
    cardNetworkSecret: await cardNetworkSecret(config),
  };
  return {
    ctx,
    async close() {
      await stopJobQueue(jobs);
      mailer.close();
      await ctx.events.close();
    },
  };
}
