import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ApiProcess {
  name: string;
  baseUrl: string;
  /** Exits nobody asked for (a crash); each one is a finding. */
  unexpectedExits: number;
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs, requests in flight are cut, jobs it had fetched stay active. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  logTail(lines: number): string;
}

/** One API server (`node --import tsx apps/api/src/server.ts`) on a fixed port, its output appended to `logFile`. */
export function apiProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
): ApiProcess {
  let child: ChildProcess | undefined;
  let expectingExit = false;
  const api: ApiProcess = {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    unexpectedExits: 0,
    async start() {
      const log = openSync(logFile, "a");
      expectingExit = false;
      const started = spawn(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "apps/api/src/server.ts")],
        {
          cwd: repoRoot,
          stdio: ["ignore", log, log],
          env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
        },
      );
      closeSync(log);
      child = started;
      started.on("exit", () => {
        if (!expectingExit) {
          api.unexpectedExits += 1;
          void api.start().catch(() => {});
        }
      });
      await waitUntilReady(started, `${api.baseUrl}/api/health`);
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      expectingExit = true;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      expectingExit = true;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child?.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
    logTail(lines) {
      if (!existsSync(logFile)) return "(no output)";
      return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    },
  };
  return api;
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error(`${url} did not answer within 60 s`);
}
