import { rmSync } from "node:fs";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config";
import type { AppContext } from "../src/context";
import { openDatabase } from "../src/db/client";
import { startDraining } from "../src/modules/health/draining";
import { healthRoutes } from "../src/modules/health/health.routes";
import { operationDescriptions, operationKey } from "../src/plugins/api-docs";
import { build, dropTestDatabase, type TestApp } from "./support/build";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it("answers 200 when the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is unreachable", async () => {
    // Nothing listens on port 1: a real connection failure, not a stub.
    const unreachable = openDatabase({
      url: "postgres://postgres@127.0.0.1:1/larkspur",
      pgliteDir: "memory://",
    });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes({ db: unreachable.db, config: parseConfig({}) } as AppContext), {
      prefix: "/api",
    });
    try {
      const response = await app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "unavailable", database: "down" });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it("publishes every route in the OpenAPI document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const route of [
      "/api/auth/register",
      "/api/auth/verify",
      "/api/auth/resend-code",
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/forgotpassword",
      "/api/auth/passwordreset/{resetToken}",
      "/api/user/",
      "/api/user/{userId}",
      "/api/transaction/{userId}",
      "/api/transaction/initiate/{userId}",
      "/api/transaction/verify/{userId}",
      "/api/transaction/cancel/{userId}/{transactionId}",
      "/api/health",
      "/api/health/ready",
    ]) {
      expect(paths).toContain(route);
    }
  });

  it("describes each operation with its words from the descriptions file, which names no route that is gone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = response.json().paths as Record<string, Record<string, { description?: string }>>;
    const described = Object.entries(paths).flatMap(([openApiPath, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: operationKey(method.toUpperCase(), openApiPath.replace(/\{(\w+)\}/g, ":$1")),
        description: operation.description,
      })),
    );
    for (const [key, description] of Object.entries(operationDescriptions)) {
      expect(described, key).toContainEqual({ key, description });
    }
    expect(described.find(({ key }) => key === "POST /api/conversions/:userId")?.description).toMatch(
      /Idempotency-Key/,
    );
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 when the database and the job queue answer", async () => {
    const t = await build();
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ready", checks: { database: "up", jobQueue: "up" } });
    } finally {
      await t.close();
    }
  });

  it("answers 503 while the process drains before it stops, and serves its other requests meanwhile", async () => {
    const t = await build();
    try {
      startDraining(t.ctx);
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "unavailable",
        checks: { database: "up", jobQueue: "up" },
        draining: true,
      });
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("answers 503 once the database is closed", async () => {
    const t = await build();
    try {
      // The pools close under the running app: every query, pg-boss's too, now fails as with a lost database.
      for (const pool of new Set([t.database.pool, t.database.jobPool])) await pool.end();
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "unavailable",
        checks: { database: "down", jobQueue: "down" },
      });
    } finally {
      await t.app.close().catch(() => {});
      if (t.database.pglite) await t.database.pglite.close();
      else await dropTestDatabase(t.database.url!);
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });

  it("checks Redis and S3 when they are configured, and answers 503 when one does not answer", async () => {
    const t = await build({
      REDIS_URL: "redis://127.0.0.1:6379",
      S3_BUCKET: "larkspur-pictures",
      // Nothing listens on port 1: the bucket is unreachable.
      S3_ENDPOINT: "http://127.0.0.1:1",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test",
    });
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "unavailable",
        checks: { database: "up", jobQueue: "up", redis: "up", s3: "down" },
      });
    } finally {
      await t.close();
    }
  });

  it("answers 503 when Redis does not answer", async () => {
    const t = await build({ REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ database: "up", jobQueue: "up", redis: "down" });
    } finally {
      await t.close();
    }
  });
});
