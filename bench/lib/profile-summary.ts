import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** The parts of a V8 `.cpuprofile` (as `node --cpu-prof` writes it) that the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** What a profiled process spent its time on: by area (idle, GC, a package, our code), and its busiest functions. */
export interface ProfileSummary {
  seconds: number;
  /** Share of the samples' time per area, largest first. */
  areas: { area: string; share: number }[];
  /** The functions with the most time of their own, outside idle and GC. */
  functions: { name: string; share: number }[];
}

/** Removes the profiles of an earlier run, so the summary reads this run's only. */
export function clearProfiles(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The area a frame's time counts to. V8 samples by the clock, so a sample taken while the process sits in a system
 * call is counted to the native function that made it: `writev` and its kin are the time spent sending on sockets.
 */
function areaOf({ functionName, url }: CpuProfile["nodes"][number]["callFrame"]): string {
  if (functionName === "(idle)") return "idle (waiting for I/O)";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 and native code";
  if (url === "" && /^write/.test(functionName)) return "socket writes (writev)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith("node:")) return "Node.js internals";
  if (url.includes("/apps/api/") || url.includes("/packages/shared/")) return "Larkspur's own code";
  return url === "" ? "other native code" : "other";
}

function frameName({ functionName, url, lineNumber }: CpuProfile["nodes"][number]["callFrame"]): string {
  const where = url ? ` (${path.basename(url)}:${lineNumber + 1})` : "";
  return `${functionName || "(anonymous)"}${where}`;
}

/** Sums every `.cpuprofile` in `dir` into one summary; undefined when there is none. */
export function summarizeProfiles(dir: string): ProfileSummary | undefined {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  } catch {
    return undefined;
  }
  if (files.length === 0) return undefined;
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id);
      const micros = profile.timeDeltas[index] ?? 0;
      if (!frame || frame.functionName === "(root)") return;
      total += micros;
      const area = areaOf(frame);
      byArea.set(area, (byArea.get(area) ?? 0) + micros);
      if (area !== "idle (waiting for I/O)" && area !== "garbage collection") {
        const name = frameName(frame);
        byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      }
    });
  }
  const ranked = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, micros]) => ({ name, share: micros / total }));
  return {
    seconds: total / 1e6,
    areas: ranked(byArea).map(({ name, share }) => ({ area: name, share })),
    functions: ranked(byFunction).slice(0, 8),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The summary as one line of the report's notes. */
export function describeProfile(summary: ProfileSummary): string {
  const areas = summary.areas
    .filter(({ share }) => share >= 0.005)
    .map(({ area, share }) => `${area} ${percent(share)}`)
    .join(", ");
  const functions = summary.functions.map(({ name, share }) => `${name} ${percent(share)}`).join("; ");
  return `${summary.seconds.toFixed(0)} s sampled; by area: ${areas}; busiest functions of their own: ${functions}`;
}
