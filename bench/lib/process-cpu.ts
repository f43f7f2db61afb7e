import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second, in which /proc reports CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parentPid: number;
  command: string;
  /** user + system time of the process itself, and of its children it has reaped, in ticks. */
  ownTicks: number;
  reapedChildrenTicks: number;
}

function procStat(pid: number | string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command is in parentheses and may itself hold spaces or parentheses: split after the last ")".
    const close = text.lastIndexOf(")");
    const fields = text.slice(close + 2).split(" ");
    return {
      pid: Number(pid),
      parentPid: Number(fields[1]),
      command: text.slice(text.indexOf("(") + 1, close),
      ownTicks: Number(fields[11]) + Number(fields[12]),
      reapedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU time of every PostgreSQL process on the machine: the live ones, plus what the postmaster's children that have
 * already exited used (counted in the postmaster's reaped-children time).
 */
function postgresTicks(): number {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(procStat)
    .filter((stat): stat is ProcStat => stat?.command === "postgres");
  const pids = new Set(stats.map((stat) => stat.pid));
  return stats.reduce(
    (sum, stat) => sum + stat.ownTicks + (pids.has(stat.parentPid) ? 0 : stat.reapedChildrenTicks),
    0,
  );
}

/** CPU milliseconds each process used while some work ran. */
export interface CpuByProcess {
  apiMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
}

function cpuNow(apiPid: number): CpuByProcess {
  const self = process.cpuUsage();
  return {
    apiMs: ((procStat(apiPid)?.ownTicks ?? 0) * 1000) / TICKS_PER_SECOND,
    postgresMs: (postgresTicks() * 1000) / TICKS_PER_SECOND,
    loadGeneratorMs: (self.user + self.system) / 1000,
  };
}

/** Runs `work` and tells how much CPU the API, PostgreSQL and this process (the load generator) used meanwhile. */
export async function measuringCpu<T>(
  apiPid: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuByProcess }> {
  const before = cpuNow(apiPid);
  const result = await work();
  const after = cpuNow(apiPid);
  return {
    result,
    cpu: {
      apiMs: after.apiMs - before.apiMs,
      postgresMs: after.postgresMs - before.postgresMs,
      loadGeneratorMs: after.loadGeneratorMs - before.loadGeneratorMs,
    },
  };
}

/**
 * The CPU divided over `count` pieces of work, e.g. "CPU per lifecycle: API 4.10 ms, PostgreSQL 3.20 ms, load
 * generator 1.00 ms". `server` names the process measured as the API (the bare route's server for ceiling A).
 */
export function cpuPerNote(
  cpu: CpuByProcess,
  count: number,
  { unit, server = "API", digits = 2 }: { unit: string; server?: string; digits?: number },
): string {
  const per = (ms: number) => `${(ms / count).toFixed(digits)} ms`;
  return `CPU per ${unit}: ${server} ${per(cpu.apiMs)}, PostgreSQL ${per(cpu.postgresMs)}, load generator ${per(cpu.loadGeneratorMs)}`;
}
