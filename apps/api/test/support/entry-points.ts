import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Settings of the machine running the tests that would change what a started process does. */
const outsideSettings = [
  "HOST",
  "SMTP_URL",
  "DEV_MAILBOX",
  "TRUST_PROXY",
  "DATABASE_URL",
  "REDIS_URL",
  "MFA_ENCRYPTION_KEY",
];

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/server.ts` or `src/cli.ts` in a process of its own, as `npm start` and `npm run cli` do, with only the
 * given settings (and a data folder of its own unless DATA_DIR is given), feeding it `input` on standard input. A process
 * still running after `timeoutMs` is killed and answers a null code.
 */
export async function runEntryPoint(
  entry: "server" | "cli",
  {
    args = [],
    env = {},
    input = "",
    timeoutMs = 60_000,
  }: {
    args?: string[];
    env?: Record<string, string>;
    input?: string;
    timeoutMs?: number;
  } = {},
): Promise<Finished> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "larkspur-entry-"));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !outsideSettings.includes(name)),
  );
  const child = spawn(process.execPath, ["--import", "tsx", `apps/api/src/${entry}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dataDir, WEB_DIST: "/nonexistent", LOG_LEVEL: "warn", PORT: "0", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(input);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) =>
    child.on("close", (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}
