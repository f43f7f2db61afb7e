import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;

// One fixed window per key: the first hit starts it, the key expires with it.
const COUNT_IN_REDIS = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const LOCAL_KEYS_BEFORE_SWEEP = 10_000;

/** The same fixed windows in this process's memory, swept of expired keys as it grows. */
function localCounter() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key: string, windowMs: number): Count => {
    const now = Date.now();
    if (windows.size >= LOCAL_KEYS_BEFORE_SWEEP) {
      for (const [name, window] of windows) if (window.endsAt <= now) windows.delete(name);
    }
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * Counts in Redis, shared by every API process. While Redis does not answer, each process counts in its own
 * memory: limits stay enforced (per process) instead of turning into errors or lifting altogether, and the log
 * says so once per outage.
 */
export function redisWithLocalFallback(
  redis: Redis,
  { nameSpace, windowMs }: { nameSpace: string; windowMs: number },
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const countLocally = localCounter();
  let outage = false;
  const noteOutage = (error: Error) => {
    if (!outage)
      log.warn({ err: error }, "Redis unreachable: rate limits count per process until it is back");
    outage = true;
  };
  redis.on("error", noteOutage);
  redis.on("ready", () => {
    if (outage) log.info("Redis reachable again: rate limits are shared");
    outage = false;
  });

  return class {
    incr(key: string, done: Done): void {
      if (redis.status !== "ready") {
        done(null, countLocally(key, windowMs));
        return;
      }
      redis.eval(COUNT_IN_REDIS, 1, nameSpace + key, windowMs).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl });
        },
        (error: Error) => {
          noteOutage(error);
          done(null, countLocally(key, windowMs));
        },
      );
    }

    /** No route sets limits of its own, so every route shares these counters. */
    child() {
      return this;
    }
  };
}
