import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { ensureQueue, type JobQueue, tracked, withinTrx } from "../../jobs/job-queue";
import type { Metrics } from "../metrics/metrics.service";
import type { MailContent } from "./mail.templates";
import type { MailTransport } from "./mail.transport";

export interface OutgoingMail extends MailContent {
  to: string;
}

const QUEUE = "mail";
// Retries back off from 2 s and double each time, about a day in all, before a message is given up. A job taken by a
// process that then died stays active until it expires (pg-boss's default is 15 minutes, far too long for a code that
// lives 10); after 30 s the next maintenance pass puts it back in the queue. A batch is delivered well within that.
const retry = { retryLimit: 15, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 } as const;

export type Mailer = ReturnType<typeof createMailer>;

/** The outbox: mail is a job written in the trx of the change that causes it, delivered by a worker. */
export function createMailer(
  boss: JobQueue,
  transport: MailTransport,
  metrics: Pick<Metrics, "mailSent" | "mailFailed">,
) {
  let workerId: string | undefined;
  return {
    async enqueue(trx: Kysely<Database>, mail: OutgoingMail): Promise<void> {
      await boss.send(QUEUE, mail, { ...retry, db: withinTrx(trx) });
    },
    /** Several mails of one change in one statement: one round trip inside the trx however many addressees. */
    async enqueueAll(trx: Kysely<Database>, mails: OutgoingMail[]): Promise<void> {
      const { expireInSeconds, retryLimit, retryDelay, retryBackoff } = retry;
      await boss.insert(
        mails.map((data) => ({ name: QUEUE, data, expireInSeconds, retryLimit, retryDelay, retryBackoff })),
        { db: withinTrx(trx) },
      );
    },
    /** Called after a commit so the message goes out now rather than at the next poll. */
    deliverSoon(): void {
      if (workerId) boss.notifyWorker(workerId);
    },
    async startWorker(): Promise<void> {
      await ensureQueue(boss, QUEUE, retry);
      workerId = await boss.work<OutgoingMail>(
        QUEUE,
        { pollingIntervalSeconds: 1, batchSize: 20 },
        tracked(boss, async (jobs) => {
          const failed = await transport.deliver(jobs.map((job) => ({ id: job.id, mail: job.data })));
          metrics.mailSent.inc(jobs.length - failed.length);
          metrics.mailFailed.inc(failed.length);
          // One undeliverable message must not hold back or repeat the others in its batch: it alone is failed
          // (and retried later); pg-boss completes the rest when this returns.
          for (const { id, error } of failed) {
            await boss.fail(QUEUE, id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    },
    close: () => transport.close(),
  };
}
