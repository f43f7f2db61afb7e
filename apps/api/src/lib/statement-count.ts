import { AsyncLocalStorage } from "node:async_hooks";

/** The SQL statements sent on behalf of one request, counted wherever they are sent from. */
export interface StatementCount {
  statements: number;
}

const current = new AsyncLocalStorage<StatementCount>();

/** Every statement this process sent: on behalf of a request, or by its jobs, timers and start-up. */
const sent = { request: 0, background: 0 };

/** Runs `work` (and everything it starts) counting its statements into `count`. */
export function countingStatements(count: StatementCount, work: () => void): void {
  current.run(count, work);
}

/** Called for each statement sent to the database, by the query builder and by the job queue alike. */
export function countStatement(): void {
  const count = current.getStore();
  if (count) {
    count.statements += 1;
    sent.request += 1;
  } else {
    sent.background += 1;
  }
}

/** The statements this process sent since it started, by whom they were sent for. */
export function statementsSent(): Readonly<typeof sent> {
  return { ...sent };
}
