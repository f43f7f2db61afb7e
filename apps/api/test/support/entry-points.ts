import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
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
  "CARD_ENCRYPTION_KEY",
  "CARD_NETWORK_SECRET",
];

function settingsOfThisMachine(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !outsideSettings.includes(name)));
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `src/server.ts` in a process of its own on DATA_DIR (PGlite unless `env` names a database), as `npm start`
 * does, and answers once it listens.
 */
export async function startServer(
  env: Record<string, string> & { DATA_DIR: string },
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...settingsOfThisMachine(), WEB_DIST: "/nonexistent", PORT: "0", ...env, LOG_LEVEL: "info" },
  });
  const exited = once(child, "exit");
  const failedToStart = exited.then(([code]) => {
    throw new Error(`the server exited with ${code} before listening`);
  });
  // Every line is read, so the process never blocks on a full pipe; the one announcing the port resolves.
  const listening = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  const url = await Promise.race([listening, failedToStart]);
  return {
    url,
    child,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

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
  const inherited = settingsOfThisMachine();
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
