import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countingStatements, countStatement, statementSampler } from "../src/lib/statement-count";

/** Asks the sampler for a count as requests do, at most `tries` times (the sample skips a few requests first). */
function firstSampled(sampler: ReturnType<typeof statementSampler>, tries = 20) {
  for (let attempt = 0; attempt < tries; attempt++) {
    const count = sampler.sample();
    if (count) return count;
  }
  return undefined;
}

describe("statement sampler", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("counts one request at a time on a busy process", () => {
    const sampler = statementSampler(100);
    expect(firstSampled(sampler)).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(firstSampled(sampler)).toBeUndefined();
  });

  it("waits the interval after a short counted request, and nine times its length after a long one", () => {
    const sampler = statementSampler(100);
    expect(firstSampled(sampler)).toBeDefined();
    vi.advanceTimersByTime(5);
    sampler.end();
    vi.advanceTimersByTime(99);
    expect(firstSampled(sampler)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(firstSampled(sampler)).toBeDefined();

    vi.advanceTimersByTime(200);
    sampler.end();
    vi.advanceTimersByTime(1_799);
    expect(firstSampled(sampler)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(firstSampled(sampler)).toBeDefined();
    sampler.end();
  });

  it("counts every request, side by side, with an interval of 0", () => {
    const sampler = statementSampler(0);
    const counts = [sampler.sample(), sampler.sample(), sampler.sample()];
    expect(counts.every(Boolean)).toBe(true);
    countingStatements(counts[1]!, () => {
      countStatement();
      countStatement();
    });
    expect(counts.map((count) => count!.statements)).toEqual([0, 2, 0]);
    for (const _ of counts) sampler.end();
  });
});
