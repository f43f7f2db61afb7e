import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config";

const pooled = {
  DATABASE_URL: "postgres://larkspur@127.0.0.1:6432/larkspur",
  MFA_ENCRYPTION_KEY: "0".repeat(64),
  DATABASE_POOLER: "transaction",
};

describe("DATABASE_POOLER=transaction", () => {
  it("refuses to start with nowhere to LISTEN but the pooler", () => {
    expect(() => parseConfig(pooled)).toThrow(ConfigError);
    expect(() => parseConfig(pooled)).toThrow(/DATABASE_DIRECT_URL.*REDIS_URL/);
  });

  it("starts with a direct address past the pooler, or with Redis for the live events", () => {
    const direct = parseConfig({
      ...pooled,
      DATABASE_DIRECT_URL: "postgres://larkspur@127.0.0.1:5432/larkspur",
    });
    expect(direct.DATABASE_DIRECT_URL).toBe("postgres://larkspur@127.0.0.1:5432/larkspur");
    expect(parseConfig({ ...pooled, REDIS_URL: "redis://127.0.0.1:6379" }).DATABASE_POOLER).toBe(
      "transaction",
    );
  });

  it("is off unless set, and takes only the modes it knows", () => {
    expect(parseConfig({}).DATABASE_POOLER).toBe("none");
    expect(() => parseConfig({ DATABASE_POOLER: "session" })).toThrow();
  });
});
