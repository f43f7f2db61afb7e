import { setTimeout as delay } from "node:timers/promises";
import { sql } from "kysely";
import { JOB_SCHEMA } from "../../src/db/migrations/0002-jobs";
import { layOut, type QueuedMail } from "../../src/modules/mail";
import type { TestApp } from "./build";

/** The queues a request feeds: mail, and the requests for it (forgot-password, resend-code). */
const MAIL_QUEUES = ["account-mail-request", "mail"];

/** Jobs of the mail queues still to run or running. */
async function unsettledJobs(t: TestApp): Promise<number> {
  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from ${sql.table(`${JOB_SCHEMA}.job`)}
    where name in (${sql.join(MAIL_QUEUES)}) and state in ('created', 'retry', 'active')`.execute(t.ctx.db);
  return rows[0]!.count;
}

/**
 * Waits until every mail job and every request for mail has run (completed or failed for good), so a test can then
 * say what was and was not sent instead of sleeping and hoping the worker was quick. A handler enqueues its mail
 * before its own job completes, so the queues are never briefly empty in between.
 */
export async function settleJobs(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await unsettledJobs(t)) === 0) return;
    if (Date.now() > deadline) throw new Error("the job queues did not settle");
    await delay(20);
  }
}

/** Waits until the mail queue has failed a delivery at least once and will try it again. */
export async function untilMailRetried(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count
      from ${sql.table(`${JOB_SCHEMA}.job`)} where name = 'mail' and state = 'retry'`.execute(t.ctx.db);
    if (rows[0]!.count > 0) return;
    if (Date.now() > deadline) throw new Error("no mail delivery failed");
    await delay(20);
  }
}

/** The mails queued for an address whose subject starts with `subject`, laid out as they will be sent. */
export async function queuedMails(t: TestApp, email: string, subject: string) {
  const { rows } = await sql<{ data: QueuedMail }>`select data from ${sql.table(`${JOB_SCHEMA}.job`)}
    where name = 'mail' and data->>'to' = ${email} and starts_with(data->>'subject', ${subject})`.execute(
    t.ctx.db,
  );
  return rows.map(({ data }) => layOut(data));
}
