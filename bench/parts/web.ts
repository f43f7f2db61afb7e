import path from "node:path";
import type { BenchContext } from "../lib/context";
import { auditRoute, type StoredSession } from "../lib/lighthouse";
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
async function auditTwice(baseUrl: string, route: string, reportDir: string, session?: StoredSession) {
  try {
    return await auditRoute(baseUrl, route, reportDir, session);
  } catch {
    return auditRoute(baseUrl, route, reportDir, session);
  }
}

/**
 * Lighthouse 12, mobile preset, on /, /login and /dashboard (signed in) against the API serving the build; each
 * full report is kept beside the build (bench/tmp/lighthouse) for looking into a score.
 */
export async function runLighthouse(bench: BenchContext, webDir: string): Promise<void> {
  const reportDir = path.join(path.dirname(webDir), "lighthouse");
  const customer = bench.customers[0]!;
  const session: StoredSession = { token: customer.token, currentUser: bench.currentUser };
  const failures: string[] = [];
  for (const route of ["/", "/login", "/dashboard"]) {
    try {
      const scores = await auditTwice(
        bench.api.baseUrl,
        route,
        reportDir,
        route === "/dashboard" ? session : undefined,
      );
      const seenKb = scores.scripts.reduce((sum, script) => sum + gzipSizeOf(webDir, script), 0) / KB;
      const costs = scores.failedAudits.length > 0 ? `; below 90: ${scores.failedAudits.join(", ")}` : "";
      bench.record({
        id: `lighthouse-performance-${route}`,
        figure: `Lighthouse performance ${route} (mobile)`,
        value: scores.performance,
        unit: "",
        budget: "≥ 95",
        withinBudget: scores.performance >= 95,
        note: `the browser fetched ${scores.scripts.length} scripts, ${seenKb.toFixed(1)} KB gzip${costs}`,
      });
      bench.record({
        id: `lighthouse-accessibility-${route}`,
        figure: `Lighthouse accessibility ${route} (mobile)`,
        value: scores.accessibility,
        unit: "",
        budget: "100",
        withinBudget: scores.accessibility === 100,
      });
    } catch (error) {
      failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
}
