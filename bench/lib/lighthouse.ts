import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// The developers' guide's headless flags for Debian's Chromium.
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface PageScores {
  route: string;
  performance: number;
  accessibility: number;
  /** Same-origin scripts the page fetched, as URL paths, to compare with the build's first-load figure. */
  scripts: string[];
  /** Audits that cost the page points, for the report. */
  failedAudits: string[];
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** The longest chain of requests the first paint waited on, as URL paths, and how long it took. */
  criticalChain: { paths: string[]; durationMs: number };
}

/** What the web app keeps in localStorage under `larkspur` (apps/web/src/lib/session-store.ts). */
export interface StoredSession {
  token: string;
  currentUser: unknown;
}

function storedState(session: StoredSession) {
  return {
    state: {
      token: session.token,
      user: { currentUser: session.currentUser, isAuthenticated: true, isLoading: false },
    },
    version: 1,
  };
}

interface ChainNode {
  request: { url: string; startTime: number; endTime: number };
  children?: Record<string, ChainNode>;
}

/** The critical-request-chains audit's longest chain (by its end), the same-origin URLs as paths. */
function longestChain(details: unknown, origin: string): PageScores["criticalChain"] {
  const chains = (details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {};
  let best: { nodes: ChainNode[]; end: number } = { nodes: [], end: 0 };
  const walk = (node: ChainNode, trail: ChainNode[]) => {
    const nodes = [...trail, node];
    const children = Object.values(node.children ?? {});
    if (children.length === 0 && node.request.endTime > best.end) best = { nodes, end: node.request.endTime };
    for (const child of children) walk(child, nodes);
  };
  for (const root of Object.values(chains)) walk(root, []);
  const first = best.nodes[0];
  return {
    paths: best.nodes.map(({ request }) =>
      request.url.startsWith(origin) ? new URL(request.url).pathname : request.url,
    ),
    durationMs: first ? Math.round((best.end - first.request.startTime) * 1000) : 0,
  };
}

/**
 * Lighthouse's default (mobile) preset on one route, in a Chromium of its own so no visit warms another's cache;
 * with a session the page is signed in. The full report goes to `reportDir` as JSON, for looking into a score.
 */
export async function auditRoute(
  baseUrl: string,
  route: string,
  reportDir: string,
  run: number,
  session?: StoredSession,
): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (session) {
      // Written as each document starts, before the app reads it and after Lighthouse has reset storage and cache,
      // so the signed-in visit is as cold as the others. about:blank has no storage and refuses.
      await page.evaluateOnNewDocument(
        (value) => {
          try {
            localStorage.setItem("larkspur", value);
          } catch {}
        },
        JSON.stringify(storedState(session)),
      );
    }
    const result = await lighthouse(
      `${baseUrl}${route}`,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${route.slice(1) || "home"}-${run}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = (
      lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] }
    )?.items;
    const origin = new URL(baseUrl).origin;
    const scripts = (requests ?? [])
      .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname);
    const failedAudits = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    return {
      route,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      scripts,
      failedAudits,
      largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      totalBlockingTimeMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      criticalChain: longestChain(lhr.audits["critical-request-chains"]?.details, origin),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
