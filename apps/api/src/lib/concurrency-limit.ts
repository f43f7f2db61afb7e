/**
 * Runs at most `limit` tasks at a time; the rest wait their turn in order. For work that is costly per task in
 * memory or CPU, where running more at once only queues it in the thread pool while it holds its memory.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
