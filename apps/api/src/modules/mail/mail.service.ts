import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/types";
import { ensureQueue, type JobQueue, jobsInsert, jobsOf, tracked, withinTrx } from "../../jobs/job-queue";
import type { Metrics } from "../metrics";
import type { MailTransport } from "./mail.transport";
import type { OutgoingMail, QueuedMail } from "./mail-layout";
import { MAIL_QUEUE, mailRetry } from "./mail-queue";

export type Mailer = ReturnType<typeof createMailer>;

/**
 * Mails taken per fetch. Each fetch sorts every mail waiting, so under load a few large batches cost the database far
 * less than many small ones.
 */
export const MAIL_BATCH = 100;

/** The outbox: mail is a job written in the trx of the change that causes it, delivered by a worker. */
export function createMailer(
  boss: JobQueue,
  transport: MailTransport,
  metrics: Pick<Metrics, "mailSent" | "mailFailed">,
  pollingIntervalSeconds: number,
) {
  let workerId: string | undefined;
  return {
    async enqueue(trx: Kysely<Database>, mail: OutgoingMail): Promise<void> {
      await boss.send(MAIL_QUEUE, mail, { ...mailRetry, db: withinTrx(trx) });
    },
    /** Several mails of one change in one statement: one round trip inside the trx however many addressees. */
    async enqueueAll(trx: Kysely<Database>, mails: OutgoingMail[]): Promise<void> {
      const { expireInSeconds, retryLimit, retryDelay, retryBackoff } = mailRetry;
      await boss.insert(
        mails.map((data) => ({
          name: MAIL_QUEUE,
          data,
          expireInSeconds,
          retryLimit,
          retryDelay,
          retryBackoff,
        })),
        { db: withinTrx(trx) },
      );
    },
    /**
     * The mails as the body of a data-modifying CTE for the caller to put inside one of its own statements: queued by
     * that statement, in its trx, at no round trip of their own; only when `when` holds, if given.
     */
    inserting: (mails: OutgoingMail[], when?: RawBuilder<boolean>) =>
      jobsInsert(MAIL_QUEUE, jobsOf(mails), mailRetry, when),
    /** Called after a commit so the message goes out now rather than at the next poll. */
    deliverSoon(): void {
      if (workerId) boss.notifyWorker(workerId);
    },
    async startWorker(): Promise<void> {
      await ensureQueue(boss, MAIL_QUEUE, mailRetry);
      workerId = await boss.work<QueuedMail>(
        MAIL_QUEUE,
        { pollingIntervalSeconds, batchSize: MAIL_BATCH },
        tracked(boss, async (jobs) => {
          // A full batch means more is likely waiting: the worker fetches again at once instead of at the next poll.
          if (jobs.length === MAIL_BATCH && workerId) boss.notifyWorker(workerId);
          const failed = await transport.deliver(jobs.map((job) => ({ id: job.id, mail: job.data })));
          metrics.mailSent.inc(jobs.length - failed.length);
          metrics.mailFailed.inc(failed.length);
          // One undeliverable message must not hold back or repeat the others in its batch: it alone is failed
          // (and retried later); pg-boss completes the rest when this returns.
          for (const { id, error } of failed) {
            await boss.fail(MAIL_QUEUE, id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }),
      );
    },
    close: () => transport.close(),
  };
}
