import { spawnSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";
import { repoRoot } from "./child-server";

/** Compiles the API as `npm start` does and answers its server script, relative to the repository root. */
export function buildApi(): string {
  const result = spawnSync("npm", ["run", "build", "-w", "apps/api"], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the API build failed with ${result.status}`);
  return "apps/api/dist/server.js";
}

/** Compiles ceiling A's server the same way, so both run as plain JavaScript with the same node settings. */
export async function buildCeilingServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, "ceiling-server.js");
  await build({
    entryPoints: [path.join(repoRoot, "bench/ceiling-server.ts")],
    outfile,
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
  return path.relative(repoRoot, outfile);
}
