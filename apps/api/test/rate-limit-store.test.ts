import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inMemory } from "../src/plugins/rate-limit-store";

const WINDOW_MS = 60_000;

/** The store as the rate-limit plugin uses it: one instance, `incr` answering through a callback. */
function countIn(store: InstanceType<ReturnType<typeof inMemory>>, key: string) {
  let counted: { current: number; ttl: number } | undefined;
  store.incr(key, (error, result) => {
    if (error) throw error;
    counted = result;
  });
  return counted!;
}

describe("the in-memory rate-limit store", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("counts each key in a fixed window that its first request starts", () => {
    const Store = inMemory(WINDOW_MS);
    const store = new Store({});
    expect(countIn(store, "api:ip:a")).toEqual({ current: 1, ttl: WINDOW_MS });
    vi.advanceTimersByTime(20_000);
    expect(countIn(store, "api:ip:a")).toEqual({ current: 2, ttl: 40_000 });
    expect(countIn(store, "api:ip:b").current).toBe(1);
    vi.advanceTimersByTime(40_000);
    expect(countIn(store, "api:ip:a")).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it("keeps at most 100,000 counters, forgetting the oldest window first", () => {
    const Store = inMemory(WINDOW_MS);
    const store = new Store({});
    countIn(store, "oldest");
    countIn(store, "oldest");
    for (let key = 0; key < 100_000; key++) countIn(store, `key ${key}`);
    expect(countIn(store, "key 99999").current).toBe(2);
    expect(countIn(store, "oldest").current).toBe(1);
  });
});
