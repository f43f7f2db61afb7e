import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { freshDatabase } from "./support/build";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const LIMIT = 6;
// Runs of this test (and other users of this Redis) never share counters.
const nameSpace = `larkspur-test-${randomBytes(6).toString("hex")}-`;
const mfaEncryptionKey = randomBytes(32).toString("hex");
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

let database: DatabaseHandle & { url?: string };
let dataDir: string;
let redis: Redis;
const children: ChildProcess[] = [];
const servers: { url: string }[] = [];

/** One API process as production runs it, on a free port; answers once it listens. */
async function startServer(): Promise<{ url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      MFA_ENCRYPTION_KEY: mfaEncryptionKey,
      CARD_ENCRYPTION_KEY: mfaEncryptionKey,
      DATA_DIR: dataDir,
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "info",
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: nameSpace,
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    },
  });
  children.push(child);
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`the API process exited with ${code} before listening`);
  });
  // Every line is read, so the process never blocks on a full pipe; the one announcing the port resolves.
  const listening = new Promise<{ url: string }>((resolve) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve({ url: match[1]! });
    });
  });
  return Promise.race([listening, exited]);
}

// Two processes starting on a loaded machine can take a while.
beforeAll(async () => {
  database = await freshDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "larkspur-shared-limits-"));
  redis = new Redis(REDIS_URL);
  // One after the other, as a rolling start does: on a fresh database, two processes creating pg-boss's queues at
  // the same moment can deadlock.
  servers.push(await startServer());
  servers.push(await startServer());
}, 120_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const resendCode = (server: { url: string }) =>
  fetch(`${server.url}/api/auth/resend-code`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "shared.limits@example.com" }),
  });

describe("rate limits with REDIS_URL", () => {
  it("are shared by two API processes: requests spread over both meet 429 at the combined limit", async () => {
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    for (let i = 0; i < LIMIT; i++) {
      const response = await resendCode(i % 2 === 0 ? first : second);
      expect(response.status, `request ${i + 1}`).toBe(200);
    }
    for (const server of [first, second]) {
      const limited = await resendCode(server);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await limited.json()) as { code: string }).code).toBe("rate_limited");
    }
    expect(await redis.get(`${nameSpace}auth:ip:127.0.0.1`)).toBe(String(LIMIT + 2));
  });
});
