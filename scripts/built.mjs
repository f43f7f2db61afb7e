// Builds the web app and the API when a build is missing or older than its sources: `npm start` and `npm run cluster`
// run the compiled server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const api = path.join(root, "apps/api");
const shared = path.join(root, "packages/shared/src");

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== "node_modules" && name !== "dist")
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

/** Runs `npm run build -w <workspace>` unless `output` is newer than every source. */
function buildIfStale(name, workspace, output, sources) {
  const sourceTime = Math.max(...sources.map(newestChange));
  if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) return;
  console.log(`Building the ${name}...`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function buildWhatIsStale() {
  buildIfStale("web app", "apps/web", path.join(web, "dist/index.html"), [
    path.join(web, "src"),
    path.join(web, "index.html"),
    path.join(web, "vite.config.ts"),
    path.join(web, "public"),
    shared,
  ]);
  buildIfStale("API", "apps/api", serverScript, [
    path.join(api, "src"),
    path.join(api, "build.mjs"),
    path.join(api, "package.json"),
    shared,
  ]);
}

export const serverScript = path.join(api, "dist/server.js");
// The API's heap is capped (docs/architecture.md#memory), so it collects garbage before it grows past its budget.
export const apiNodeFlags = JSON.parse(readFileSync(path.join(api, "node-flags.json"), "utf8"));
