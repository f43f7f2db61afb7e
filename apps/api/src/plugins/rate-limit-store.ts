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

/** Counters kept at most: beyond, the oldest windows are dropped, as an LRU would (their keys start afresh). */
const MOST_LOCAL_KEYS = 100_000;
const SWEEP_EVERY_MS = 1_000;

/** The same fixed windows in this process's memory, swept of expired keys at most once a second. */
function localCounter() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  let nextSweepAt = 0;
  return (key: string, windowMs: number): Count => {
    const now = Date.now();
    if (now >= nextSweepAt) {
      nextSweepAt = now + SWEEP_EVERY_MS;
      for (const [name, window] of windows) if (window.endsAt <= now) windows.delete(name);
    }
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.delete(key);
      window = { current: 0, endsAt: now + windowMs };
      windows.set(key, window);
      if (windows.size > MOST_LOCAL_KEYS) windows.delete(windows.keys().next().value!);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/** Counts in this process's memory: the store without REDIS_URL. */
export function inMemory(windowMs: number): FastifyRateLimitStoreCtor {
  const count = localCounter();
  return class {
    incr(key: string, done: Done): void {
      done(null, count(key, windowMs));
    }

    /** Every limit names its keys apart, so they share these counters. */
    child() {
      return this;
    }
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

    /** Every limit names its keys apart, so they share these counters. */
    child() {
      return this;
    }
  };
}
