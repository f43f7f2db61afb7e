import { AsyncLocalStorage } from "node:async_hooks";

/** The SQL statements sent on behalf of one request, counted wherever they are sent from. */
export interface StatementCount {
  statements: number;
}

const current = new AsyncLocalStorage<StatementCount>();

/** Runs `work` (and everything it starts) counting its statements into `count`. */
export function countingStatements(count: StatementCount, work: () => void): void {
  current.run(count, work);
}

/** Called for each statement the database client sends; outside a request it counts nothing. */
export function countStatement(): void {
  const count = current.getStore();
  if (count) count.statements += 1;
}
