import path from "node:path";
import type { BenchContext } from "../lib/context";
import { auditRoute, type PageScores, type StoredSession } from "../lib/lighthouse";
import { type FirstLoad, firstLoadJs, gzipSizeOf } from "../lib/web-size";

const KB = 1024;

/** First-load JavaScript of / and /dashboard from the production build, gzip. */
export function runWebSize(bench: BenchContext, webDir: string): FirstLoad[] {
  const routes = firstLoadJs(webDir);
  for (const { route, files, gzipBytes } of routes) {
    bench.record({
      id: `first-load-${route}`,
      figure: `First-load JS of ${route} (gzip)`,
      value: gzipBytes / KB,
      unit: "KB",
      ...(route === "/"
        ? { budget: "≤ 110 KB", withinBudget: gzipBytes <= 110 * KB }
        : { budget: "pages lazy-loaded" }),
      note: `${files.length} files from the build's chunk graph`,
    });
  }
  return routes;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) and itself advises running it again. */
async function auditTwice(
  baseUrl: string,
  route: string,
  reportDir: string,
  run: number,
  session?: StoredSession,
) {
  try {
    return await auditRoute(baseUrl, route, reportDir, run, session);
  } catch {
    return auditRoute(baseUrl, route, reportDir, run, session);
  }
}

/** One run's score swings by many points on a shared machine, so each page is audited this often. */
const RUNS_PER_PAGE = 5;

/** The run whose performance score is the median (for 5 runs, the third best). */
function medianRun(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Lighthouse 12, mobile preset, five times each on /, /login and /dashboard (signed in) against the API serving the
 * build: the median score, the spread, and the median run's largest contentful paint, total blocking time and
 * critical request chain. Every full report is kept beside the build (bench/tmp/lighthouse) for looking into a score.
 */
export async function runLighthouse(bench: BenchContext, webDir: string): Promise<void> {
  const reportDir = path.join(path.dirname(webDir), "lighthouse");
  const customer = bench.customers[0]!;
  const session: StoredSession = { token: customer.token, currentUser: bench.currentUser };
  const failures: string[] = [];
  for (const route of ["/", "/login", "/dashboard"]) {
    try {
      const runs: PageScores[] = [];
      for (let run = 1; run <= RUNS_PER_PAGE; run++) {
        runs.push(
          await auditTwice(
            bench.api.baseUrl,
            route,
            reportDir,
            run,
            route === "/dashboard" ? session : undefined,
          ),
        );
      }
      const median = medianRun(runs);
      const scores = runs.map((run) => run.performance);
      const seenKb = median.scripts.reduce((sum, script) => sum + gzipSizeOf(webDir, script), 0) / KB;
      const costs = median.failedAudits.length > 0 ? `; below 90: ${median.failedAudits.join(", ")}` : "";
      const chain = `${median.criticalChain.paths.join(" → ")} (${median.criticalChain.durationMs} ms)`;
      bench.record({
        id: `lighthouse-performance-${route}`,
        figure: `Lighthouse performance ${route} (mobile, median of ${RUNS_PER_PAGE})`,
        value: median.performance,
        unit: "",
        budget: "≥ 95",
        withinBudget: median.performance >= 95,
        note:
          `runs ${scores.join(", ")} (spread ${Math.max(...scores) - Math.min(...scores)}); median run: ` +
          `LCP ${Math.round(median.largestContentfulPaintMs)} ms, TBT ${Math.round(median.totalBlockingTimeMs)} ms, ` +
          `critical chain ${chain}; the browser fetched ${median.scripts.length} scripts, ${seenKb.toFixed(1)} KB gzip${costs}`,
      });
      const accessibility = Math.min(...runs.map((run) => run.accessibility));
      bench.record({
        id: `lighthouse-accessibility-${route}`,
        figure: `Lighthouse accessibility ${route} (mobile, lowest of ${RUNS_PER_PAGE})`,
        value: accessibility,
        unit: "",
        budget: "100",
        withinBudget: accessibility === 100,
      });
    } catch (error) {
      failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
}
