import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  // Nothing listens on port 1: Redis is unreachable from the start.
  t = await build(
    { REDIS_URL: "redis://127.0.0.1:1", AUTH_RATE_LIMIT_PER_MINUTE: "3", LOG_LEVEL: "warn" },
    { write: (line) => void logLines.push(line) },
  );
});
afterAll(() => t.close());

describe("rate limits while Redis is unreachable", () => {
  it("still answer, keep counting in the process with 429 and Retry-After, and log a warning", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/resend-code",
        payload: { email: "someone@example.com" },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await expect.poll(() => logLines.join("")).toContain("Redis unreachable");
    expect(logLines.filter((line) => line.includes("Redis unreachable"))).toHaveLength(1);
  });
});
