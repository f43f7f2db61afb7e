import { AsyncLocalStorage } from "node:async_hooks";
import { randomInt } from "node:crypto";

/** The SQL statements sent on behalf of one request, counted wherever they are sent from. */
export interface StatementCount {
  statements: number;
}

const current = new AsyncLocalStorage<StatementCount>();

/**
 * Every statement this process sent; those sent in the background (the job queue's own, its jobs', mail delivery's,
 * the metrics' scrapes: `DatabaseHandle.backgroundDb`), so the rest is what requests sent; and those of the requests
 * it counted.
 */
const sent = { all: 0, inBackground: 0, ofCountedRequests: 0 };

/** The most requests a sample skips after the interval (see `statementSampler`). */
const MOST_SKIPPED = 15;

/** How much longer than a counted request lasted the sampler waits after it before counting another. */
const WAIT_PER_COUNTED_MS = 9;

/**
 * Decides which requests have their statements counted. Following a request through its awaits takes
 * AsyncLocalStorage, whose hooks slow every promise the process makes (about a fifth of a read's CPU on Node 20)
 * while any request is being counted. So a busy process counts a sample: one request at a time, the next no sooner
 * than `intervalMs` after the last counted one ended (0 counts every request), and no sooner than nine times as long
 * as it took, so the hooks are on at most a tenth of the time however long requests take under load.
 *
 * Requests that arrive together share some reads (`coalesce`), which count towards the one that asked first; the
 * first request after a pause is more often that one. So the sample skips a random number of requests first.
 */
export function statementSampler(intervalMs: number) {
  let counting = 0;
  let nextAt = 0;
  let startedAt = 0;
  let skip = 0;
  return {
    /** A count for this request's statements when it is one of the sample, else undefined. */
    sample(): StatementCount | undefined {
      if (intervalMs > 0) {
        const now = Date.now();
        if (counting > 0 || now < nextAt) return undefined;
        if (skip > 0) {
          skip -= 1;
          return undefined;
        }
        skip = randomInt(MOST_SKIPPED + 1);
        startedAt = now;
      }
      counting += 1;
      return { statements: 0 };
    },
    /** Called once for each sampled request, when it is over. */
    end(): void {
      counting -= 1;
      if (counting > 0) return;
      current.disable();
      const now = Date.now();
      nextAt = now + Math.max(intervalMs, (now - startedAt) * WAIT_PER_COUNTED_MS);
    },
  };
}

/** Runs `work` (and everything it starts) counting its statements into `count`. */
export function countingStatements(count: StatementCount, work: () => void): void {
  current.run(count, work);
}

/** Called for each statement sent to the database on a request's behalf or for a counted one. */
export function countStatement(): void {
  sent.all += 1;
  const count = current.getStore();
  if (count) {
    count.statements += 1;
    sent.ofCountedRequests += 1;
  }
}

/** Called for each statement sent in the background: by the job queue, its jobs, mail delivery, the metrics. */
export function countBackgroundStatement(): void {
  sent.all += 1;
  sent.inBackground += 1;
}

/** The statements this process sent since it started: all, in the background, and those of the requests it counted. */
export function statementsSent(): Readonly<typeof sent> {
  return { ...sent };
}
