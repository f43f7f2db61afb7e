import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context";
import { openDatabase } from "../src/db/client";
import { healthRoutes } from "../src/modules/health/health.routes";
import { build, type TestApp } from "./support/build";

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
    await app.register(healthRoutes({ db: unreachable.db } as AppContext), { prefix: "/api" });
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
    ]) {
      expect(paths).toContain(route);
    }
  });
});
