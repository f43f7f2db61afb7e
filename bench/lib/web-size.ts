import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { repoRoot } from "./child-server";

const run = promisify(execFile);

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What each route fetches on a first visit besides the entry: the lazy route parts (routes.tsx) and lazy components
 * that render at once. Only these; a page that is never visited costs nothing. The home page's carousels and the
 * sections below them are not, nor is the footer: the page arrives prerendered with them as HTML, and their code is
 * fetched once the page is idle (apps/web/src/lib/lazy-when-idle.ts), after it is painted and interactive.
 */
export const firstLoadModules: Record<string, string[]> = {
  // The texts of the active language come before the first render (src/lib/i18n.ts); English is measured.
  "/": ["src/locales/site/en-US.po"],
  "/dashboard": [
    "src/locales/site/en-US.po",
    "src/locales/forms/en-US.po",
    "src/locales/landing/en-US.po",
    // The lazy route parts it lands on (the query and signed-in layouts, the dashboard's page and loader), which
    // apps/web/vite.config.ts puts in these chunks.
    "account",
    "session",
  ],
};

/** A module's chunk in the manifest, or a chunk of vite.config.ts's named groups. */
function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const grouped = Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key]!.name === module);
  if (!grouped)
    throw new Error(
      `${module} is not a chunk of the build: update firstLoadModules in bench/lib/web-size.ts`,
    );
  return grouped;
}

/** Builds the web app into `outDir` (not apps/web/dist, which others' running servers may be serving). */
export async function buildWeb(outDir: string): Promise<void> {
  await run("npm", ["run", "build", "-w", "apps/web", "--", "--outDir", outDir, "--manifest"], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not a chunk of the build: update firstLoadModules in bench/lib/web-size.ts`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

export interface FirstLoad {
  route: string;
  files: string[];
  gzipBytes: number;
}

/** First-load JavaScript of each route, gzip: the entry's chunk graph plus the route's first lazy parts. */
export function firstLoadJs(outDir: string): FirstLoad[] {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error("the build has no entry chunk");
  return Object.entries(firstLoadModules).map(([route, modules]) => {
    const files = [...closure(manifest, [entry, ...modules.map((module) => manifestKey(manifest, module))])]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith(".js"));
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
      0,
    );
    return { route, files, gzipBytes };
  });
}

/** Gzip size of a built file served at `urlPath`, for what the browser was seen to load. */
export function gzipSizeOf(outDir: string, urlPath: string): number {
  return gzipSync(readFileSync(path.join(outDir, urlPath)), { level: 9 }).length;
}
