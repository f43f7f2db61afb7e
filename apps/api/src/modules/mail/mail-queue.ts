/** The outbox's queue and its retry settings; `notify` writes mail jobs with them too (notifications.repo.ts). */
export const MAIL_QUEUE = "mail";
// Retries back off from 2 s and double each time, about a day in all, before a message is given up. A job taken by a
// process that then died stays active until it expires (pg-boss's default is 15 minutes, far too long for a code that
// lives 10); after 30 s the next maintenance pass puts it back in the queue. A batch is delivered well within that.
export const mailRetry = { retryLimit: 15, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 } as const;
