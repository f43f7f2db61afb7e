import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config";

const pooled = {
  DATABASE_URL: "postgres://larkspur@127.0.0.1:6432/larkspur",
  MFA_ENCRYPTION_KEY: "0".repeat(64),
  CARD_ENCRYPTION_KEY: "0".repeat(64),
  DATABASE_POOLER: "transaction",
};

describe("DATABASE_POOLER=transaction", () => {
  it("refuses to start without the database's own address past the pooler", () => {
    expect(() => parseConfig(pooled)).toThrow(ConfigError);
    expect(() => parseConfig({ ...pooled, REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
  });

  it("starts with DATABASE_DIRECT_URL beside it", () => {
    const direct = "postgres://larkspur@127.0.0.1:5432/larkspur";
    const config = parseConfig({ ...pooled, DATABASE_DIRECT_URL: direct });
    expect([config.DATABASE_POOLER, config.DATABASE_DIRECT_URL]).toEqual(["transaction", direct]);
  });

  it("is off unless set, and takes only the modes it knows", () => {
    expect(parseConfig({}).DATABASE_POOLER).toBe("none");
    expect(() => parseConfig({ DATABASE_POOLER: "session" })).toThrow();
  });
});
