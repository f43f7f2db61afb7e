import autocannon from "autocannon";

export const CONNECTIONS = 50;

export interface LoadWindow {
  warmUpSeconds: number;
  measureSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Requests of the warm-up before the window, for dividing what was measured across both. */
  warmUpRequests: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
}

export interface LoadTarget {
  url: string;
  method?: "GET" | "POST";
  /** Called for every request: spread the load over many customers by returning a different path, token or body. */
  next: () => { path: string; headers?: Record<string, string>; body?: string };
  /** 50 unless a figure is about latency at light load rather than at peak. */
  connections?: number;
}

function runOnce(target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: target.connections ?? CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        method: target.method ?? "GET",
        setupRequest: (request) => {
          const next = target.next();
          return {
            ...request,
            path: next.path,
            headers: { ...request.headers, ...next.headers },
            body: next.body,
          };
        },
      },
    ],
  });
}

/**
 * autocannon without pipelining, each connection sending its next request as soon as it has its answer: a warm-up
 * that is thrown away, then the measured window.
 */
export async function measureLoad(target: LoadTarget, window: LoadWindow): Promise<LoadFigures> {
  const warmUp = window.warmUpSeconds > 0 ? await runOnce(target, window.warmUpSeconds) : undefined;
  const result = await runOnce(target, window.measureSeconds);
  return {
    requestsPerSecond: result.requests.total / window.measureSeconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    warmUpRequests: warmUp?.requests.total ?? 0,
    errors: result.errors + result.non2xx,
  };
}

/** Round-robin over a list, for spreading requests over customers. */
export function rotating<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length]!;
    index += 1;
    return item;
  };
}
