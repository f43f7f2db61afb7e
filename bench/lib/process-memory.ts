import { readFileSync } from "node:fs";

/** Resident set size of a process in bytes, or undefined once it has gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples a process's RSS every `everyMs` and keeps the highest value seen, over the whole watch and since the last
 * `startStretch`, so each part of the run can say what it cost.
 */
export function watchPeakMemory(pid: number, everyMs = 200) {
  let peak = residentBytes(pid) ?? 0;
  let stretchPeak = peak;
  const timer = setInterval(() => {
    const now = residentBytes(pid) ?? 0;
    peak = Math.max(peak, now);
    stretchPeak = Math.max(stretchPeak, now);
  }, everyMs);
  timer.unref();
  return {
    peakBytes: () => peak,
    /** The peak since the previous call, then starts a new stretch. */
    endStretch: () => {
      const stretch = stretchPeak;
      stretchPeak = residentBytes(pid) ?? 0;
      return stretch;
    },
    stop: () => clearInterval(timer),
  };
}
