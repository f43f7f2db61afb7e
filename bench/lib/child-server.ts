import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A port nothing listens on right now, picked by the kernel. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface ChildServer {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** A compiled JavaScript entry point, relative to the repository root. */
  script: string;
  env: Record<string, string>;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
  /** Extra flags for node itself, e.g. --cpu-prof. */
  nodeFlags?: string[];
}

/**
 * Runs a server the way `npm start` does (plain node on compiled JavaScript, NODE_ENV=production) on a free port,
 * and waits until it answers. Its output goes to the bench's stderr, so a crash explains itself.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), path.join(repoRoot, options.script)], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...options.env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${baseUrl}${options.readyPath}`);
  return { pid: child.pid!, baseUrl, stop: () => stopChild(child) };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  child.kill("SIGKILL");
  throw new Error(`${url} did not answer within 60 s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const forced = delay(15_000).then(() => child.kill("SIGKILL"));
  await Promise.race([exited, forced]);
}
